// The WebSocket client and server for tests outside this package (test/server), which resolve their
// imports from the repository's root, where the server's dependencies are not installed.
export { WebSocket, WebSocketServer } from "ws";
