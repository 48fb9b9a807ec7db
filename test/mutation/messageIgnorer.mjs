// @ts-check
/**
 * A Stryker ignorer plugin: leaves out mutants that can only change the text of an error message.
 * Refusals carry a stable `code` and `rule` that tests assert; the message is prose for people, so
 * blanking it is not a rule gap. Ignored (with everything inside them):
 * - the value of an object property named `message` ({ code, message, rule });
 * - the message argument of `ruleError(code, message, rule)`, `err(code, message, rule)` and
 *   `refuse(message)`, and of `new Refusal(message)` (thrown inside the input readers, caught
 *   into an `input/invalid` error);
 * - the `PHASE_TEXT` table (texts of wrong-phase refusals) and the `describe` helper of
 *   victoryPoints.ts (it only describes a bad value for a message).
 */
import { declareValuePlugin, PluginKind } from "@stryker-mutator/api/plugin";

/** Argument index of the message in calls to these helpers. */
const MESSAGE_ARGUMENT = { ruleError: 1, refusal: 1, err: 1, refuse: 0 };
/** Argument index of the message in `new` expressions of these classes (the readers' `Refusal`). */
const MESSAGE_CONSTRUCTOR = { Refusal: 0 };

/** @param {import("@babel/core").NodePath} path */
function isMessage(path) {
  const parent = path.parentPath;
  if (parent === null) return false;
  if (parent.isObjectProperty() && path.key === "value") {
    const key = parent.node.key;
    return key.type === "Identifier" && key.name === "message";
  }
  if (parent.isCallExpression() && path.listKey === "arguments") {
    const callee = parent.node.callee;
    return (
      callee.type === "Identifier" &&
      MESSAGE_ARGUMENT[/** @type {keyof typeof MESSAGE_ARGUMENT} */ (callee.name)] === path.key
    );
  }
  if (parent.isNewExpression() && path.listKey === "arguments") {
    const callee = parent.node.callee;
    return (
      callee.type === "Identifier" &&
      MESSAGE_CONSTRUCTOR[/** @type {keyof typeof MESSAGE_CONSTRUCTOR} */ (callee.name)] === path.key
    );
  }
  if (parent.isVariableDeclarator() && path.key === "init") {
    const id = parent.node.id;
    return id.type === "Identifier" && id.name === "PHASE_TEXT";
  }
  if (path.isFunctionDeclaration()) return path.node.id?.name === "describe";
  return false;
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, "message-text", {
    /** @param {import("@babel/core").NodePath} path */
    shouldIgnore(path) {
      return isMessage(path) ? "message text only: refusals are checked by code and rule" : undefined;
    },
  }),
];
