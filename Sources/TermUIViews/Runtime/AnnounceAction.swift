import Foundation
import TermUIBase

/// Shows a one-line message on the window's bottom row, where the key hints are, and gives the row back when
/// its time is over: `@Environment(\.announce) private var announce`, then `announce("Saved.")`.
///
/// TermUI only. SwiftUI posts an announcement for VoiceOver (`AccessibilityNotification.Announcement`) and
/// leaves toasts and banners to the app's own views, which would cover the screen here; TermUI gives them the
/// key-hint row instead, so that nothing on screen is covered. A message with a `duration` stays that long
/// whatever keys come (a banner); without one it goes after five seconds or at the next key. A new message
/// replaces the one shown. Outside a window (no renderer) it does nothing.
public struct AnnounceAction {
    let action: @MainActor (_ message: String, _ duration: TimeInterval?) -> Void

    /// Shows `message`, after `systemImage`'s symbol when one is given (in two cells, as a label's icon), for
    /// `duration` seconds, or, without one, until the next key or five seconds.
    @MainActor
    public func callAsFunction(_ message: String, systemImage: String? = nil, duration: TimeInterval? = nil) {
        guard let systemImage else {
            action(message, duration)
            return
        }
        let symbol = SymbolGlyphs.glyph(for: systemImage) ?? SymbolGlyphs.fallback
        let gap = Glyph.width(of: symbol) >= 2 ? " " : "  "
        action(symbol + gap + message, duration)
    }
}

private struct AnnounceActionKey: EnvironmentKey {
    static var defaultValue: AnnounceAction { AnnounceAction { _, _ in } }
}

extension EnvironmentValues {
    /// Shows a message on the bottom row for a while (TermUI only; see `AnnounceAction`).
    public var announce: AnnounceAction {
        self[AnnounceActionKey.self]
    }

    /// Sets what `announce` does: the renderer's window shows the message.
    var announceAction: AnnounceAction {
        get { self[AnnounceActionKey.self] }
        set { self[AnnounceActionKey.self] = newValue }
    }
}
