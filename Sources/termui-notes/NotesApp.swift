import TermUI

/// A plain-text editor: TermUI's example of a document app, one `DocumentGroup` of `Note`s. Run it with
/// `swift run termui-notes [FILE]`; the end-to-end tests save, kill and start it on files of their own.
struct NotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: Note()) { file in
            TextEditor(text: file.$document.text)
        }
    }
}

/// The command line: `--help`, else the app (`App.main()`, which takes the first argument that is not an option
/// as the file).
@main
enum NotesCommand {
    static let help = """
        usage: termui-notes [FILE]

        A plain-text editor, TermUI's example of a document app. FILE is opened; a FILE that does not exist yet
        is a new note that Ctrl-S saves there. Without FILE, a new note is named on its first save.

        Keys: Ctrl-S saves, Ctrl-O opens another file, Ctrl-N starts a new note, Ctrl-C quits; each asks first
        when changes are not saved.

        Exit status: 0 when quit; 2 when it cannot start: not in a terminal, or FILE is a folder or in a folder
        that does not exist; 128 and the signal's number when a signal ended it.
        """

    @MainActor
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first(where: { $0 == "--" || $0.hasPrefix("-") }).map({ $0 == "--help" || $0 == "-h" }) == true {
            StandardStream.output.write(help)
            return
        }
        NotesApp.main()
    }
}
