export { apply, applyOrThrow, attach, close, discard, draw, meld, pickUpDiscards, takePozzetto } from "./apply.js";
