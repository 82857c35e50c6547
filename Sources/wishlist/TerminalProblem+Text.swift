import TermUI
import TermUICurses
import WishlistUI

extension TerminalCheck.Problem {
    /// Why wishlist cannot show its window here, one line for standard error in the language of `locales`; in
    /// English TermUI's `problem(programName:)` word for word. What it quotes of the environment is quoted as
    /// TermUI quotes it.
    func line(in locales: LocaleCategories) -> String {
        let name = "wishlist"
        switch self {
        case .notATerminal:
            return "\(name): " + locales.localized("standard input and output must be a terminal (run \(name) in a terminal window, not through a pipe or redirect)")
        case .cannotStart(let error):
            return "\(name): " + error.description(in: locales)
        }
    }
}

extension CursesTerminal.StartError {
    /// Why the terminal cannot start, in the language of `locales`; in English TermUI's `description`.
    func description(in locales: LocaleCategories) -> String {
        switch self {
        case .unknownTerminalType(let type):
            let shown = type.isEmpty ? locales.localized("(TERM is not set)") : "'\(Self.quoted(type))'"
            return locales.localized("unknown terminal type \(shown); set TERM to a type this system knows, such as xterm-256color")
        case .noCursorAddressing(let type):
            return locales.localized("terminal type '\(Self.quoted(type))' cannot move the cursor, so it cannot show a full-screen app; set TERM to a type that can, such as xterm-256color")
        case let .notUTF8Locale(variable, value, codeset):
            let language = Self.quoted(String(value.prefix { $0 != "." && $0 != "@" }))
            let characterSet = codeset.map { locales.localized(" (its character set is \(Self.quoted($0)))") } ?? ""
            return locales.localized("\(variable)=\(Self.quoted(value)) is not a UTF-8 locale\(characterSet); set \(variable) to a UTF-8 one, such as \(language).UTF-8 or C.UTF-8")
        }
    }

    /// A value of the environment as the message quotes it, as TermUI does.
    private static func quoted(_ value: String) -> String {
        value.sanitizedForTerminal(maxLength: 60)
    }
}
