import Foundation

/// The part of the file importer's and exporter's sheets that shows a folder: its path on a line, why it cannot
/// be read (when it cannot), and its entries as a list (`..`, the folders, the files), only the rows on screen
/// built. Enter on `..` or a folder opens it; on a file it calls `choose`; files not of the `allowed` types are
/// dimmed, and Enter on one says why it cannot be chosen. Names and the path are shown as text from data is
/// written to a terminal (`sanitizedForTerminal()`): a control character or an escape sequence in a name shows
/// as its Control Picture (␛, a newline ␤), on the row's one line, never sent to the terminal raw.
struct FileBrowserList: View {
    let model: FileBrowserModel
    /// The types a file can be chosen as.
    let allowed: [UTType]
    /// Whether Space marks files, to choose several.
    let marksFiles: Bool
    /// Called with a file of an allowed type chosen with Enter.
    let choose: (DirectoryEntry) -> Void
    @Environment(\.announce) private var announce
    @Environment(\.localeCategories) private var locales

    var body: some View {
        @Bindable var model = model
        VStack(alignment: .leading, spacing: 0) {
            Text(verbatim: model.folder.path.sanitizedForTerminal())
                .lineLimit(1)
                .truncationMode(.head)
                .bold()
            if let problem = model.problem {
                Text(verbatim: problem).foregroundStyle(.red)
            } else if model.isReading {
                Text(verbatim: locales.termUIText("Reading…")).foregroundStyle(.secondary)
            }
            if let listing = model.listing {
                List(selection: $model.highlighted) {
                    ForEach(listing) { entry in
                        row(entry)
                    }
                }
                .onKeyPress(.space) {
                    guard marksFiles, let entry = model.highlightedEntry, entry.isFile(ofOneOf: allowed) else { return .ignored }
                    model.toggleMark(entry.url)
                    return .handled
                }
            } else {
                Spacer()
            }
        }
    }

    private func row(_ entry: DirectoryEntry) -> some View {
        let choosable = entry.isFile(ofOneOf: allowed)
        let folder = entry.isFolder || entry.isParent
        let mark = marksFiles && model.isMarked(entry.url) ? "✓ " : marksFiles ? "  " : ""
        return Button {
            if folder {
                model.open(entry.url, in: locales)
            } else if choosable {
                choose(entry)
            } else {
                announce(locales.termUIText("“%@” is not a file of the type asked for.", entry.name.sanitizedForTerminal()))
            }
        } label: {
            Text(verbatim: mark + entry.name.sanitizedForTerminal() + (entry.isFolder ? "/" : ""))
                .foregroundStyle(folder || choosable ? HierarchicalShapeStyle.primary : .tertiary)
        }
        .buttonStyle(.plain)
    }
}
