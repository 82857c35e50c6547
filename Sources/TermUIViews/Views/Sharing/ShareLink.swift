import Foundation
import TermUIBase

/// A control that shares an item, as SwiftUI's `ShareLink`. A terminal has no share sheet; what it can do is
/// put the item on the system clipboard, and that is what a share link does here: Enter or a click copies the
/// item (a string as it is, a URL as its absolute string, several items one a line) with the terminal's
/// clipboard sequence (OSC 52, see `Terminal.copyToClipboard(_:)`), and the bottom row says it was copied, or
/// why it was not (a terminal without the sequence, text over the size a terminal takes). Control characters
/// in the item are taken out, so that pasting it later cannot run them.
///
/// Differences from SwiftUI: items are `String`s or `URL`s (SwiftUI's `Transferable`, from Core
/// Transferable, is not on Linux), so the `preview:` initializers are not here; `subject` and `message` are
/// accepted and not copied; the default label is "Share" with the share symbol. Terminals decide for
/// themselves whether an app may set the clipboard: some ask, some refuse in their settings, and the app
/// cannot tell.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View>: View {
    /// The text the link copies.
    let text: String
    let label: Label
    @Environment(\.copyToClipboard) private var copyToClipboard
    @Environment(\.announce) private var announce
    @Environment(\.localeCategories) private var locales

    init(text: String, label: Label) {
        self.text = text
        self.label = label
    }

    /// The label, a button in the tint that copies the item.
    public var body: some View {
        Button(action: share) { label }
            .foregroundStyle(.tint)
    }

    private func share() {
        if copyToClipboard(text) {
            announce(said("Copied to the clipboard."), systemImage: "doc.on.doc")
        } else if Foundation.Data(ClipboardSequence.safeText(text).utf8).count > ClipboardSequence.maximumBytes {
            announce(said("Too long to copy: at most %@ kB go to the clipboard.", "\(ClipboardSequence.maximumBytes / 1000)"))
        } else {
            announce(said("This terminal has no clipboard an app can copy to."))
        }
    }

    /// A sentence of the bar in the window's language.
    private func said(_ text: String, _ value: String? = nil) -> String {
        TermUIText.localized(text, value.map { [$0] } ?? [], languages: locales.languages)
    }

    static func text<Items: Sequence>(of items: Items) -> String {
        items.map { item in (item as? URL)?.absoluteString ?? "\(item)" }.joined(separator: "\n")
    }
}

/// The label of a share link without one of its own, as SwiftUI's: the share symbol and "Share", or the
/// link's title.
public struct DefaultShareLinkLabel: View {
    let title: Text

    /// The label's symbol and title.
    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}
