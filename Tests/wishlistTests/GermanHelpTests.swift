import Foundation
import Testing
import TermUI
@testable import wishlist

/// `wishlist --help` and each command's help in German (`LC_MESSAGES=de_DE.UTF-8`): translated whole, with every
/// option, variable and exit status the English help names, and lines no wider than the English ones allow.
struct GermanHelpTests {
    static let german = LocaleCategories(all: Locale(identifier: "de_DE"))
    static let english = LocaleCategories(all: Locale(identifier: "en_US"))

    /// The words a help must keep whatever its language: options, environment variables, exit statuses.
    static func names(in help: String) -> Set<String> {
        let words = help.split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "+") }.map(String.init)
        let options = words.filter { $0.hasPrefix("--") && $0.count > 2 }
        let capitals = words.filter { $0.count > 2 && $0.allSatisfy { $0.isUppercase || $0 == "_" } }
        let statuses = help.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard line.count - trimmed.count >= 2, let status = trimmed.split(separator: " ").first,
                  status.allSatisfy({ $0.isNumber || $0 == "+" || $0 == "N" }) else { return nil }
            return String(status)
        }
        return Set(options + capitals + statuses)
            .subtracting(["USD", "EUR", "JPY", "UTF", "CSV", "JSON", "RFC", "CRLF", "ROLE", "COLUMN", "FILE", "DIR",
                          "DAY", "CODE", "FORMAT", "MARK", "SIGN", "NAME", "WAY", "THEME", "COMMAND", "ARGUMENTS",
                          "OPTIONS", "KEYS", "ENVIRONMENT", "EXIT", "STATUS", "COMMANDS", "PRAGMA", "DATE", "TIME",
                          "MM", "DD", "YYYY", "YY", "SIGHUP", "SIGTERM", "MiB", "UTC", "TZ", "ID", "ISO"])
    }

    @Test func theAppsHelpIsGerman() {
        let help = CommandLineOptions.usage(in: Self.german)
        for section in ["BEFEHLE", "OPTIONEN", "TASTEN", "UMGEBUNG", "EXIT-STATUS"] {
            #expect(help.contains("\n\(section)\n"), "\(section)")
        }
        #expect(!help.contains("Usage:") && help.hasPrefix("Aufruf: wishlist"))
        for command in Subcommands.all {
            let line = help.split(separator: "\n").first { $0.hasPrefix("  \(command.name) ") }
            #expect(line != nil && line?.contains(command.summary) == false, "\(command.name)'s summary in German: \(line ?? "")")
        }
        let english = CommandLineOptions.usage(in: Self.english)
        #expect(Self.names(in: help).isSuperset(of: Self.names(in: english)),
                "missing in German: \(Self.names(in: english).subtracting(Self.names(in: help)).sorted())")
    }

    @Test(arguments: Subcommands.all.map { $0.name })
    func eachCommandsHelpIsGerman(name: String) throws {
        let command = try #require(Subcommands.all.first { $0.name == name })
        let help = command.usage(in: Self.german), english = command.usage(in: Self.english)
        #expect(help != english && help.hasPrefix("Aufruf: wishlist \(name)"))
        #expect(help.contains("\nOPTIONEN\n") && help.contains("\nEXIT-STATUS\n"))
        #expect(Self.names(in: help).isSuperset(of: Self.names(in: english)),
                "missing in German: \(Self.names(in: english).subtracting(Self.names(in: help)).sorted())")
        let widest = english.split(separator: "\n").map(\.count).max() ?? 0
        for line in help.split(separator: "\n") {
            #expect(line.count <= max(widest, 116), "too wide: \(line)")
        }
    }
}
