import Foundation

/// Runs a program to its end with posix_spawn and waitpid, and collects its output.
///
/// Foundation's `Process` is not used: in a test run that also has exit tests, the test library's child
/// monitor and `Process` both wait for children, and `Process.waitUntilExit()` can wait forever.
enum ChildProcess {
    /// What a finished program left.
    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    /// Runs `executable` with `arguments`; standard input is /dev/null. With `captureOutput` false the
    /// program's output goes to /dev/null (for programs that leave daemons holding it open).
    static func run(
        _ executable: String, _ arguments: [String], captureOutput: Bool = true, environment: [String: String]? = nil
    ) throws -> Result {
        try start(executable, arguments, captureOutput: captureOutput, environment: environment).wait()
    }

    /// A program started and not yet waited for, for a test that signals it while it runs. The files its output
    /// goes to are removed by `wait()`, or when the last reference goes: also when a test that started it fails
    /// before it waits (the program itself keeps writing to them unharmed until it ends).
    final class Running {
        let pid: pid_t
        /// Where its standard output and error go (with `captureOutput`).
        let outputPath: String
        let errorPath: String

        fileprivate init(pid: pid_t, outputPath: String, errorPath: String) {
            self.pid = pid
            self.outputPath = outputPath
            self.errorPath = errorPath
        }

        deinit {
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: errorPath)
        }

        /// Sends it the signal `number`.
        func signal(_ number: Int32) {
            kill(pid, number)
        }

        /// What it has written to its standard output so far (with `captureOutput`).
        func outputSoFar() -> String {
            (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        }

        /// What it has written to its standard error so far (with `captureOutput`).
        func errorSoFar() -> String {
            (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        }

        /// Whether it has ended (and is reaped: `wait()` must not be called after true).
        func hasEnded() -> Bool {
            var status: Int32 = 0
            return waitpid(pid, &status, WNOHANG) == pid
        }

        /// Waits for its end, and gives what it left.
        func wait() -> Result {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
            let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
            let error = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: errorPath)
            return Result(status: exitStatus, output: output, error: error)
        }
    }

    /// Starts `executable` with `arguments` as `run` does, without waiting for it. With `environment`, the
    /// program has that environment alone, not the test process's: ncurses sets `LINES` and `COLUMNS` in the
    /// process when a test starts a terminal, and a child started meanwhile from the process's environment can
    /// get it half written.
    static func start(
        _ executable: String, _ arguments: [String], captureOutput: Bool = true, environment: [String: String]? = nil
    ) throws -> Running {
        let directory = NSTemporaryDirectory()
        let outputPath = directory + "/child-\(UUID().uuidString).out"
        let errorPath = directory + "/child-\(UUID().uuidString).err"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, captureOutput ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, captureOutput ? errorPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // The program starts with no signal blocked or ignored, as from a shell: the test's threads block most
        // signals (dispatch's threads do), and a mask is inherited across fork and exec, down to tmux's server
        // and every program in its panes; with SIGTSTP blocked there, Ctrl-Z could not stop a wrapper shell.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let variables = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { for pointer in variables ?? [] { free(pointer) } }
        let spawned = variables.map { posix_spawnp(&pid, executable, &actions, &attributes, argv, $0) }
            ?? posix_spawnp(&pid, executable, &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw SpawnError(executable: executable, code: spawned) }
        return Running(pid: pid, outputPath: outputPath, errorPath: errorPath)
    }

    /// A program could not be started.
    struct SpawnError: Error, CustomStringConvertible {
        let executable: String
        let code: Int32
        var description: String { "cannot start \(executable): \(String(cString: strerror(code)))" }
    }
}
