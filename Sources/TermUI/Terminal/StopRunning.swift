/// Stops the program with a message, as `fatalError` does, but first gives the terminal back to the shell so
/// the message can be read and the terminal is left working.
@MainActor
func stopRunning(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
    TerminalRestoration.restoreNow()
    fatalError(message, file: file, line: line)
}
