import Foundation
import TermUI
import TravelModel

/// The command line that `wishlist backup` and `wishlist restore` share (one FILE, `--data-dir DIR`, the
/// command's own flags, and `--help`), and how they run: a progress line, one line said at the end, and the
/// temporary file removed when a signal ends them.
enum CopyCommand {
    /// The command `make` makes of `arguments` (those after the command's name `name`) from the FILE, the data
    /// directory and the `flags` (options without a value) given, or the exit for `--help` (`usage`) or a
    /// usage error; `dataDirectory` is a `--data-dir` given before the name.
    static func parse<Command>(
        _ arguments: [String], name: String, usage: String, dataDirectory: String?, flags: Set<String> = [],
        make: (_ file: String, _ dataDirectory: String?, _ flags: Set<String>) -> Command
    ) -> SubcommandParse<Command> {
        var reader = ArgumentReader(arguments, command: "wishlist \(name)")
        var file: String?
        var dataDirectory = dataDirectory
        var given: Set<String> = []
        do throws(UsageError) {
            while let (option, attached, argument) = reader.next() {
                if option == "-h" || option == "--help" || flags.contains(option) {
                    guard attached == nil else { throw reader.usage(messageLocales.localized("\(option) takes no value")) }
                    guard flags.contains(option) else { return .exit(message: usage, status: .ok) }
                    guard given.insert(option).inserted else { throw reader.usage(messageLocales.localized("\(option) is given twice")) }
                } else if option == "--data-dir" {
                    guard dataDirectory == nil else { throw reader.usage(messageLocales.localized("--data-dir is given twice")) }
                    let value = try reader.value(of: option, attached: attached)
                    guard !value.isEmpty else { throw reader.usage(messageLocales.localized("--data-dir needs a directory")) }
                    dataDirectory = value
                } else if argument.hasPrefix("-") || file != nil {
                    throw reader.unknown(argument)
                } else {
                    guard !argument.isEmpty else { throw reader.usage(messageLocales.localized("FILE is empty")) }
                    file = argument
                }
            }
            guard let file else { throw reader.usage(messageLocales.localized("FILE is needed")) }
            return .run(make(file, dataDirectory, given))
        } catch {
            return .exit(message: error.message, status: .usage)
        }
    }

    /// Runs `body`, the work of the command `name`, with a progress line, and says on standard error what it
    /// gives, or the error it throws; `status` is the exit status of a `BackupError` (any other error: failed).
    /// A signal that ends the process meanwhile removes `temporaryFile` first.
    static func run(
        _ name: String, temporaryFile: String, status: (BackupError) -> ExitStatus,
        _ body: (CopyProgressLine) throws -> String
    ) -> ExitStatus {
        TemporaryFileRemoval.removeOnSignal(temporaryFile)
        defer { TemporaryFileRemoval.removeOnSignal(nil) }
        let progress = CopyProgressLine(command: name)
        do {
            let done = try body(progress)
            progress.finish()
            say(done, as: name)
            return .ok
        } catch {
            progress.finish()
            say(messageText(of: error), as: name)
            return (error as? BackupError).map(status) ?? .failed
        }
    }

    /// The data directory (`explicitPath`, `--data-dir`, else the usual one), made first when `creating`; nil
    /// when there is none, which is said as the command `name` says it.
    static func dataDirectory(_ explicitPath: String?, creating: Bool, for name: String) -> URL? {
        let environment = ProcessInfo.processInfo.environment
        do {
            return try creating
                ? DataDirectory.prepare(explicitPath: explicitPath, environment: environment)
                : DataDirectory.url(explicitPath: explicitPath, environment: environment)
        } catch {
            say(messageText(of: error), as: name)
            return nil
        }
    }

    /// Says `message` on standard error in one line, after the command's name, made safe for a terminal (a
    /// line break in a path shows as ␤).
    static func say(_ message: String, as name: String) {
        StandardStream.error.write("wishlist \(name): \(message)".sanitizedForTerminal())
    }
}

/// The line on standard error, while it is a terminal, that says how far a backup's or a restore's copy has
/// come (`wishlist backup: copying  45%`), written again in place at most ten times a second, and only once the
/// copy has taken a third of a second, so that a small one shows nothing; `finish()` clears it. Nothing is
/// written where standard error is not a terminal (a script's log).
final class CopyProgressLine {
    /// The command's name, which the line starts with.
    private let command: String
    private let isShown = isatty(STDERR_FILENO) == 1
    private let began = ContinuousClock.now
    private var lastShown: ContinuousClock.Instant?
    private var lastDoing = ""

    init(command: String) {
        self.command = command
    }

    /// Shows `progress` of what the command is `doing` ("copying"); the percentage only while it is copying,
    /// and at once when what it is doing changed.
    func show(_ progress: BackupProgress, doing: String) {
        let now = ContinuousClock.now
        guard isShown, now - began >= .milliseconds(300) else { return }
        if doing == lastDoing, let lastShown, now - lastShown < .milliseconds(100) { return }
        lastShown = now
        lastDoing = doing
        let percent = progress.fractionDone < 1 ? "  \(Int((progress.fractionDone * 100).rounded(.down)))%" : ""
        write("\r\u{1B}[Kwishlist \(command): \(doing)\(percent)")
    }

    /// Clears the line, if it was shown.
    func finish() {
        if lastShown != nil {
            write("\r\u{1B}[K")
        }
    }

    /// `bytes` as a person reads a file's size: `560 MB`, `12 kB`.
    static func size(_ bytes: Int) -> String {
        ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file)
    }

    /// Writes `text` to standard error as it is (it holds nothing from outside), letting a failed write go.
    private func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            _ = Glibc.write(STDERR_FILENO, bytes.baseAddress, bytes.count)
        }
    }
}
