import Foundation

/// Checks that the program runs in a terminal, before it starts ncurses (or touches any data).
public enum TerminalCheck {
    /// Why the program cannot run here, as one line for standard error, or nil when stdin and stdout are a
    /// terminal.
    public static func problem(programName: String) -> String? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            return "\(programName): standard input and output must be a terminal (run \(programName) in a terminal window, not through a pipe or redirect)"
        }
        return nil
    }
}
