import Foundation
import Testing
@testable import TermUITesting
@testable import TermUICurses
@testable import TermUIViews

/// The real curses writer under the fuzz: frames of the whole app under random events (`AppFuzz`), and random
/// frames of text, colours and wide characters (`FuzzFrames`), each shown by a `CursesTerminal` resized with
/// them from 1x1 to 250x80; after every frame what ncurses holds is the frame's characters, and nothing
/// crashes (a read past a row at 1 or 2 columns did, before b56a7ec).
@MainActor
struct CursesWriterFuzzTests {
    @Test func theAppsFramesGoOutAsTheyAre() throws {
        let mirror = try CursesFuzzMirror()
        defer { mirror.close() }
        let fuzz = AppFuzz(seed: 1)
        fuzz.checkFrame = { mirror.problems(showing: $0) }
        if let failure = fuzz.run(steps: 1_200) { Issue.record("\(failure)") }
        #expect(mirror.frameCount == 1_200 && fuzz.counts.resizes > 5, "\(fuzz.counts)")
    }

    @Test(arguments: [UInt64(1), 2])
    func randomFramesGoOutAsTheyAre(seed: UInt64) throws {
        let mirror = try CursesFuzzMirror()
        defer { mirror.close() }
        var frames = FuzzFrames(seed: seed)
        for index in 0..<800 {
            let problems = mirror.problems(showing: frames.next())
            guard problems.isEmpty else {
                Issue.record("seed \(seed), frame \(index): \(problems.joined(separator: "; "))")
                return
            }
        }
    }
}
