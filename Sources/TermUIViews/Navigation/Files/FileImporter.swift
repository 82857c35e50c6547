import Foundation

private struct FileDialogDefaultDirectoryKey: EnvironmentKey {
    static var defaultValue: URL? { nil }
}

extension EnvironmentValues {
    /// The folder the file importer's and exporter's sheets open first; nil is the working directory.
    var fileDialogDefaultDirectory: URL? {
        get { self[FileDialogDefaultDirectoryKey.self] }
        set { self[FileDialogDefaultDirectoryKey.self] = newValue }
    }

    /// The folder a file sheet opens first: the one set, else the process's working directory.
    var fileDialogStartFolder: URL {
        fileDialogDefaultDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }
}

extension View {
    /// The folder the file importers and exporters inside open first, as SwiftUI's (macOS 14); nil is the
    /// process's working directory.
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
        environment(\.fileDialogDefaultDirectory, defaultDirectory)
    }

    /// Presents a file browser to choose one file of the allowed types, as SwiftUI's: a sheet over the screen
    /// with the folder's path, its entries as a list (`..`, the folders, then the files; files of other types
    /// dimmed), Enter opening a folder or choosing a file, Esc cancelling. The completion gets the file's URL,
    /// or `CocoaError(.userCancelled)` on Esc; `isPresented` is set back to false either way.
    ///
    /// Differences from SwiftUI: the browser is TermUI's own, in the terminal (there is no system panel); it
    /// opens in the working directory unless `fileDialogDefaultDirectory(_:)` says otherwise; a file's type is
    /// told by its extension (see `UTType`).
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: false) { result in
            onCompletion(result.flatMap { urls in
                urls.first.map { .success($0) } ?? .failure(CocoaError(.userCancelled))
            })
        }
    }

    /// Presents a file browser to choose files of the allowed types, as SwiftUI's (see
    /// `fileImporter(isPresented:allowedContentTypes:onCompletion:)`). With `allowsMultipleSelection`, Space
    /// marks a file (✓) or takes its mark away, and Enter (or the Open button, Ctrl-S) chooses the marked files,
    /// or the one under the highlight when none is marked.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View {
        modifier(FileImporterModifier(
            isPresented: isPresented, allowed: allowedContentTypes, multiple: allowsMultipleSelection,
            onCompletion: onCompletion))
    }
}

/// The sheet of `.fileImporter`, opened where the environment says.
private struct FileImporterModifier: ViewModifier {
    let isPresented: Binding<Bool>
    let allowed: [UTType]
    let multiple: Bool
    let onCompletion: (Result<[URL], any Error>) -> Void
    @Environment(\.fileDialogStartFolder) private var start

    func body(content: Content) -> some View {
        content.sheet(isPresented: isPresented) {
            FileImporterSheet(start: start, allowed: allowed, multiple: multiple, complete: onCompletion)
        }
    }
}
