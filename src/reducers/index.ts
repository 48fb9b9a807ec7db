export { apply, type ReducerInput, applyOrThrow, attach, close, discard, draw, meld, pickUpDiscards, takePozzetto } from "./apply.js";
