import Foundation
import TermUI
import TravelModel

/// The line that shows on the terminal, before the app's screen, how far the first start's import of an
/// earlier version's file has come: `Importing expenses.json  [########------------]  41%  412,000 of
/// ~1,004,000 entries`, written again in place (a carriage return) at most ten times a second, and only once
/// the import has taken a third of a second, so that a small file shows nothing. An update of the database to
/// this version's schema that goes through every expense shows the same way (`Updating wishlist.sqlite for
/// this version  [####----------------]  23%  700,000 of 1,000,000 expenses`). `finish()` clears it before the
/// screen comes. Not in SwiftUI.
@MainActor
final class ImportProgressLine {
    /// Writes the line's bytes, such as to standard error.
    private let write: (String) -> Void
    private let began = ContinuousClock.now
    private var lastShown: ContinuousClock.Instant?

    /// A line written by `write`.
    init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// The line on standard error when it is a terminal; nil when it is not (nothing to show progress on).
    static func onStandardError() -> ImportProgressLine? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        return ImportProgressLine { text in FileHandle.standardError.write(Data(text.utf8)) }
    }

    /// Shows `progress`, when the import has run long enough and the line was not written a moment ago.
    func show(_ progress: ImportProgress) {
        show { Self.text(for: progress) }
    }

    /// Shows how far the update of the database to this version has come, as `show(_:)` an import's.
    func show(_ update: DatabaseUpdateProgress) {
        show { Self.text(for: update) }
    }

    private func show(_ text: () -> String) {
        let now = ContinuousClock.now
        guard now - began >= .milliseconds(300) else { return }
        if let lastShown, now - lastShown < .milliseconds(100) { return }
        lastShown = now
        write("\r" + text() + Self.clearToEndOfLine)
    }

    /// Clears the line, if it was shown.
    func finish() {
        if lastShown != nil {
            write("\r" + Self.clearToEndOfLine)
        }
    }

    /// Erases the rest of the line (EL).
    private static let clearToEndOfLine = "\u{1B}[K"

    /// The line for `progress`: the file, a bar of its bytes read, and the entries read of those it is likely
    /// to hold (counted at the end); made safe for the terminal.
    static func text(for progress: ImportProgress, barWidth: Int = 20, in locales: LocaleCategories = .process) -> String {
        let fraction = progress.fractionRead
        let read = grouped(progress.entriesRead)
        let entries = fraction >= 1 || progress.entriesRead == 0
            ? locales.localized("\(read) entries")
            : locales.localized("\(read) of ~\(grouped(Int(Double(progress.entriesRead) / fraction))) entries")
        return locales.localized("Importing \(progress.fileName)  \(bar(fraction, width: barWidth))  \(entries)")
            .sanitizedForTerminal(maxLength: 120)
    }

    /// The line for an update of the database: a bar of the work done, and the expenses updated of all of
    /// them, then that the indexes are being made.
    static func text(for update: DatabaseUpdateProgress, barWidth: Int = 20, in locales: LocaleCategories = .process) -> String {
        let rows = update.rowsDone < update.totalRows
            ? locales.localized("\(grouped(update.rowsDone)) of \(grouped(update.totalRows)) expenses")
            : locales.localized("making its indexes")
        return locales.localized("Updating \(AppDatabase.fileName) for this version  \(bar(update.fractionDone, width: barWidth))  \(rows)")
    }

    /// A bar of `width` cells filled for `fraction` (0 to 1), and the percentage: `[####----]  50%`.
    private static func bar(_ fraction: Double, width: Int) -> String {
        let filled = Int((fraction * Double(width)).rounded(.down))
        let percent = Int((fraction * 100).rounded(.down))
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]  \(percent)%"
    }

    private static func grouped(_ count: Int) -> String {
        count.formatted(.number.locale(Locale(identifier: "en_US")))
    }
}
