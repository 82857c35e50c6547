import Foundation
import Testing

/// A started program's output files are the test's to remove: `wait()` removes them, and so does letting go of
/// a program that was never waited for (a test that failed first).
struct ChildProcessTests {
    @Test func theOutputFilesGoWithTheProgramAlsoWhenItIsNotWaitedFor() throws {
        var paths: [String] = []
        var pid: pid_t = 0
        do {
            let running = try ChildProcess.start("sh", ["-c", "echo out; echo error >&2"])
            paths = [running.outputPath, running.errorPath]
            pid = running.pid
            #expect(paths.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        #expect(!paths.isEmpty)
        for path in paths {
            #expect(!FileManager.default.fileExists(atPath: path), "left behind: \(path)")
        }
        let finished = try ChildProcess.run("sh", ["-c", "echo out"])
        #expect(finished.output == "out\n", "what it wrote is read before its file goes")
    }
}
