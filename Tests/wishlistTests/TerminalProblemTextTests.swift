import Foundation
import Testing
import TermUI
import TermUICurses
@testable import wishlist

/// Why wishlist cannot show its window here: in English TermUI's line word for word, in German every case.
struct TerminalProblemTextTests {
    @Test func everyProblemInBothLanguages() {
        let english = DocumentImportTextTests.english, german = DocumentImportTextTests.german
        let errors: [CursesTerminal.StartError] = [
            .unknownTerminalType(""), .unknownTerminalType("vt-nonesuch"), .noCursorAddressing("dumb"),
            .notUTF8Locale(variable: "LANG", value: "de_DE.ISO-8859-1", codeset: "ISO-8859-1"),
            .notUTF8Locale(variable: "LC_ALL", value: "xx_YY", codeset: nil),
        ]
        let problems = [TerminalCheck.Problem.notATerminal] + errors.map { .cannotStart($0) }
        var germans: Set<String> = []
        for problem in problems {
            let line: String = switch problem {
            case .notATerminal:
                "wishlist: standard input and output must be a terminal (run wishlist in a terminal window, not through a pipe or redirect)"
            case .cannotStart(let error): "wishlist: \(error)"
            }
            #expect(problem.line(in: english) == line)
            let inGerman = problem.line(in: german)
            #expect(inGerman != line && inGerman.hasPrefix("wishlist: "), "no German for “\(line)”")
            germans.insert(inGerman)
        }
        #expect(germans.count == problems.count)
        #expect(TerminalCheck.Problem.cannotStart(.noCursorAddressing("dumb")).line(in: german)
            == "wishlist: der Terminaltyp 'dumb' kann den Cursor nicht bewegen und so keine Vollbild-App zeigen; setze TERM auf einen Typ, der es kann, etwa xterm-256color")
    }
}
