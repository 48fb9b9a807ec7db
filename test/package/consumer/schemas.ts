// The zod schemas entry: needs what zod's own types need.
import { ActionSchema } from "burraco/schemas";

export const accepted: boolean = ActionSchema.safeParse({ type: "draw", seat: 0 }).success;
