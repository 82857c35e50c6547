import Foundation
import TermUI
import TravelModel

/// The budget's import sheet ("Import CSV", `i` on the budget): a bank's CSV export brought in as expenses.
///
/// The path of the file is typed (or pasted) and read with Enter or Ctrl-S (`~` is the home directory); a file
/// that is missing, cannot be read, is UTF-16, is not text, or is wishlist's JSON document is said in red and
/// nothing else happens. A file read shows what the import made of it (`CSVImportGuess`), for the user to
/// change (`ImportMappingSections`): which column holds what, how dates and amounts are written and why (the
/// locale's way, said so, where no value decides), which sign is money spent, the currency, the category of
/// names the app does not know, and whether rows already there are imported; and, below, a preview of the first
/// expenses as they will be saved and of the rows skipped with their reasons (`ImportPreviewSections`), made
/// again after each change. Reading and previewing run off the main actor (`CSVImportSession`).
///
/// Ctrl-S (Import) imports the file in one transaction, off the main actor and on a connection of its own, with
/// a progress bar; Esc then cancels it and nothing is saved (the sheet stays, and says so). Once done, the sheet
/// closes, the budget counts the new expenses, and the whole import is one step to undo (`u`); `onImported`
/// hears what was done, for the message.
struct ImportSheet: View {
    /// Called once the import is done, with what it did and the file's name.
    let onImported: (CSVImportReport, String) -> Void
    @Environment(BudgetStore.self) private var store
    @Environment(\.localeCategories) private var locales
    @Environment(\.currencyCode) private var currencyCode
    @Environment(\.timeZone) private var timeZone
    @Environment(\.dismiss) private var dismiss
    @State private var session: CSVImportSession

    /// A sheet that imports into `database`, the budget's.
    init(database: AppDatabase, onImported: @escaping (CSVImportReport, String) -> Void) {
        self.onImported = onImported
        _session = State(initialValue: CSVImportSession(database: database))
    }

    /// Whether the path typed is still to be read: none read yet, or another typed since.
    private var needsReading: Bool {
        session.stage == .choosingFile || session.stage == .reading
            || CSVImportSession.expandingTilde(in: session.path) != session.file
    }

    var body: some View {
        @Bindable var session = session
        let needsReading = needsReading
        NavigationStack {
            Form {
                Section {
                    TextField(text: $session.path, prompt: Text("path of a CSV file", bundle: .module)) { Text("File", bundle: .module) }
                        .onSubmit { read() }
                        .disabled(session.stage == .importing)
                        .accessibilityIdentifier("import.path")
                    fileNote
                }
                if session.stage == .importing {
                    progressSection
                } else if session.stage == .mapping, let guess = session.guess, let settings = session.settings {
                    ImportMappingSections(session: session, guess: guess, settings: settings)
                    ImportPreviewSections(session: session, settings: settings)
                }
            }
            .sheetChrome(
                "Import CSV", confirm: needsReading ? "Read" : "Import",
                isEnabled: needsReading ? session.stage != .importing && !session.path.isEmpty : session.canImport,
                action: { needsReading ? read() : startImport() },
                stop: session.stage == .importing ? { session.cancel() } : nil)
        }
        .onDisappear { session.cancel() }
    }

    /// Under the path: what is wrong, that the file is being read, what the import will do (the preview's
    /// counts), or what to type.
    @ViewBuilder
    private var fileNote: some View {
        if let problem = session.problem {
            Text(problem).foregroundStyle(.red).accessibilityIdentifier("import.problem")
        } else if session.stage == .reading {
            Text("Reading \(session.fileName)…", bundle: .module)
        } else if session.stage == .mapping, let report = session.preview {
            Text(ImportPreviewSections.counts(of: report, in: locales)).bold()
                .accessibilityIdentifier("import.counts")
        } else if session.stage == .mapping, session.settings?.columns.missingRole == nil {
            Text("Reading \(session.fileName) for its preview…", bundle: .module).foregroundStyle(.secondary)
        } else if session.stage == .choosingFile {
            Text("A bank's or a card's CSV export, or wishlist's own; Enter reads it, to show what it holds.", bundle: .module)
                .foregroundStyle(.secondary)
        }
    }

    /// The import under way: how far it has come, and that Esc stops it.
    @ViewBuilder
    private var progressSection: some View {
        let progress = session.progress ?? CSVImportProgress(rowsRead: 0, bytesRead: 0, totalBytes: 0)
        Section {
            Text("Importing \(session.fileName)…", bundle: .module)
            ProgressView(value: progress.fractionRead)
                .accessibilityIdentifier("import.progress")
            Text("\(progress.rowsRead.formatted(.number.locale(locales.numeric))) rows read", bundle: .module).foregroundStyle(.secondary)
            Text("Esc cancels: nothing is imported.", bundle: .module).foregroundStyle(.secondary)
        }
    }

    private func read() {
        session.messages = locales
        session.read(locale: locales.time, currencyCode: currencyCode, timeZone: timeZone)
    }

    private func startImport() {
        let name = session.fileName
        session.messages = locales
        session.startImport(into: store) { report in
            onImported(report, name)
            dismiss()
        }
    }
}
