import Foundation
import TermUIViews

/// Checks that the program can show an app here, before it starts ncurses (or touches any data).
public enum TerminalCheck {
    /// Why the program cannot show an app here: a value, which an app with its own tables may put into words
    /// in the user's language (`description` is its English). SwiftUI has no such check.
    public enum Problem: Error, CustomStringConvertible {
        /// Standard input or output is not a terminal (a pipe, a file).
        case notATerminal
        /// The terminal's type or the locale does not do (see `CursesTerminal.startProblem(terminalType:)`).
        case cannotStart(CursesTerminal.StartError)

        /// The reason in English, without the program's name.
        public var description: String {
            switch self {
            case .notATerminal: "standard input and output must be a terminal"
            case .cannotStart(let error): error.description
            }
        }
    }

    /// Why the program cannot run here, or nil when it can: standard input and output must be a terminal, of a
    /// type terminfo knows that can move the cursor (not `dumb`), in a UTF-8 locale (see
    /// `CursesTerminal.startProblem(terminalType:)`, which sets the locale's character type).
    public static func problem() -> Problem? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return .notATerminal }
        return CursesTerminal.startProblem().map { .cannotStart($0) }
    }

    /// Why the program cannot run here, as one line for standard error in English, or nil when it can (see
    /// `problem()`).
    public static func problem(programName: String) -> String? {
        switch problem() {
        case nil: nil
        case .notATerminal?:
            "\(programName): standard input and output must be a terminal (run \(programName) in a terminal window, not through a pipe or redirect)"
        case .cannotStart(let error)?: "\(programName): \(error)"
        }
    }
}
