import TermUI
import TermUITesting

/// A test driver of a snippet drawn from the top leading corner of a terminal of a size, without the key-hint
/// bar.
@MainActor
func snippetDriver<V: View>(_ view: V, columns: Int, rows: Int) -> TestDriver {
    TestDriver(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
               size: TerminalSize(columns: columns, rows: rows), showsKeyHints: false)
}
