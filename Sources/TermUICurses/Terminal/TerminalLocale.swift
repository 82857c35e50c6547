import Foundation
import TermUIViews

/// The character set the terminal is written in. ncursesw draws in the character set of the C library's
/// locale (`LC_CTYPE`), and the app's text and lines need UTF-8: in any other character set the terminal gets
/// torn bytes. So the app takes the locale the environment names, and refuses a named locale that is not
/// UTF-8 (an `de_DE.ISO-8859-1` terminal) with a one-line message instead of drawing garbage.
///
/// With no locale named at all (no `LC_ALL`, `LC_CTYPE` or `LANG`, or `C`/`POSIX`, as under `env -i`, cron or a
/// bare container) nothing says what the terminal speaks; terminals today speak UTF-8, so C.UTF-8 is used, as
/// it is for a UTF-8 locale the system does not have installed (`de_DE.UTF-8` on a machine with only C.UTF-8).
enum TerminalLocale {
    /// What to do with a locale.
    enum Decision: Equatable {
        /// The locale is UTF-8: keep it.
        case keep
        /// No locale is named, or a UTF-8 one the system lacks: use C.UTF-8.
        case useCUTF8
        /// A locale that is not UTF-8 is named: refuse to start.
        case refuse
    }

    /// The variable that names the character type's locale, the first set of `LC_ALL`, `LC_CTYPE` and `LANG`
    /// (the C library's order), and its value; nil when none is set.
    static func namingVariable(in environment: [String: String]) -> (name: String, value: String)? {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[name], !value.isEmpty { return (name, value) }
        }
        return nil
    }

    /// The decision for a locale named `requested` (nil: none), given whether the C library has it
    /// (`isInstalled`) and the character set it has then (`nl_langinfo(CODESET)`).
    static func decision(requested: String?, isInstalled: Bool, codeset: String?) -> Decision {
        guard let requested, requested != "C", requested != "POSIX" else { return .useCUTF8 }
        if isInstalled { return codeset.map(isUTF8) == true ? .keep : .refuse }
        // Not installed: what the name says its character set is ("de_DE.UTF-8", "de_DE.ISO-8859-1", or for
        // "de_DE" the language's own, never UTF-8 in glibc's defaults).
        let characterSet = requested.split(separator: "@").first?.split(separator: ".").dropFirst().first
        return characterSet.map { isUTF8(String($0)) } == true ? .useCUTF8 : .refuse
    }

    /// Whether a character set's name is UTF-8 ("UTF-8", "utf8").
    static func isUTF8(_ characterSet: String) -> Bool {
        characterSet.lowercased().replacingOccurrences(of: "-", with: "") == "utf8"
    }

    /// Sets the C library's character type from the environment, or C.UTF-8 where `decision` says so; returns
    /// the error to refuse the start with, or nil. Changes the process's `LC_CTYPE`, as every terminal program
    /// does at its start.
    static func adopt(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> CursesTerminal.StartError? {
        let variable = namingVariable(in: environment)
        let isInstalled = setlocale(LC_CTYPE, "") != nil
        let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) }
        switch decision(requested: variable?.value, isInstalled: isInstalled, codeset: codeset) {
        case .keep:
            return nil
        case .useCUTF8:
            if setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "C.utf8") }
            return nil
        case .refuse:
            guard let variable else { return nil }
            return .notUTF8Locale(variable: variable.name, value: variable.value, codeset: isInstalled ? codeset : nil)
        }
    }
}
