/**
 * Calling a function the caller passed in (`simulate`'s `onHand`, `arena`'s `onDeal`): what it
 * throws stops the run and comes back as a value, never as an exception.
 * @module
 */
import { whatOf } from "../reducers/fault.js";
import { err, type Result } from "../result.js";

/**
 * `callback/threw`: the run stopped because `name` threw when told of `what` (a hand, a deal);
 * the message names the callback and what it threw.
 */
export function callbackThrew<T>(name: string, what: string, thrown: unknown): Result<T> {
  return err("callback/threw", `${name} threw when told of ${what}, so the run stopped: ${whatOf(thrown)}`);
}
