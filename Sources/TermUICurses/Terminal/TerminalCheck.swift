import Foundation
import TermUIViews

/// Checks that the program can show an app here, before it starts ncurses (or touches any data).
public enum TerminalCheck {
    /// Why the program cannot run here, as one line for standard error, or nil when it can: standard input and
    /// output must be a terminal, of a type terminfo knows that can move the cursor (not `dumb`), in a UTF-8
    /// locale (see `CursesTerminal.startProblem(terminalType:)`, which sets the locale's character type).
    public static func problem(programName: String) -> String? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            return "\(programName): standard input and output must be a terminal (run \(programName) in a terminal window, not through a pipe or redirect)"
        }
        return CursesTerminal.startProblem().map { "\(programName): \($0)" }
    }
}
