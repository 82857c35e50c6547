import Observation

/// The drafts of the app's sheets: the one open now, once it has changes (sheets keep it up to date through
/// `sheetChrome(draft:)` and clear it when saved or discarded), the one the last run was quit with, offered
/// back at the start, and the one being reopened, which the screen that owns its sheet presents.
@MainActor @Observable
final class DraftKeeper {
    /// The open sheet's draft, while it has changes; saved on quitting.
    var open: SheetDraft?
    /// The draft the last run left, until the user reopens or discards it.
    var offered: SheetDraft?
    /// A draft the user chose to reopen: the screen that owns its sheet shows the sheet with it and takes it.
    var reopening: SheetDraft?

    /// A keeper, offering the draft the last run left, if any.
    init(offered: SheetDraft? = nil) {
        self.offered = offered
    }

    /// What to save on quitting: the open sheet's draft, else the one offered and not yet taken up.
    var toSave: SheetDraft? { open ?? offered }

    /// Takes the draft being reopened when `matches` says it is the caller's; nil otherwise.
    func takeReopening<Draft>(_ matches: (SheetDraft) -> Draft?) -> Draft? {
        guard let draft = reopening, let mine = matches(draft) else { return nil }
        reopening = nil
        return mine
    }
}
