import TermUI

/// What every sheet of the app has around its content: an inline title, a button that closes the sheet and,
/// when the sheet can confirm, a confirming button that is disabled until the sheet is complete.
///
/// A sheet with changes passes them as its `draft`: the app keeps it (and saves it if the app is quit with
/// the sheet open), and Cancel or Esc asks "Discard changes?" before throwing them away. Confirming clears it
/// before the sheet's action runs, which may keep it again while the sheet stays open (the trip sheet while
/// it imports a picture). A sheet whose work is under way may have Cancel stop it instead (`stop`).
///
/// The titles are keys of the app's tables (English), shown in the screen's language.
struct SheetChrome: ViewModifier {
    let title: String
    let cancelTitle: String
    let confirmTitle: String?
    let canConfirm: Bool
    /// The sheet's changes; nil while it has none.
    let draft: SheetDraft?
    /// What Cancel (and Esc) does instead of closing while the sheet's work is under way: it stops the work, and
    /// the sheet stays (the import sheet while it imports); nil the rest of the time.
    let stop: (() -> Void)?
    let confirm: () -> Void
    @Environment(\.dismiss) private var dismiss
    @Environment(DraftKeeper.self) private var drafts: DraftKeeper?
    @Environment(\.localeCategories) private var locales
    @State private var isConfirmingDiscard = false

    func body(content: Content) -> some View {
        content
            .navigationTitle(Text(LocalizedStringKey(title), bundle: .module))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button {
                        if let stop {
                            stop()
                        } else if draft == nil {
                            close()
                        } else {
                            isConfirmingDiscard = true
                        }
                    } label: {
                        Text(LocalizedStringKey(cancelTitle), bundle: .module)
                    }
                    .accessibilityIdentifier("sheet.cancel")
                }
                if let confirmTitle {
                    ToolbarItem(placement: .confirmationAction) {
                        Button {
                            // Cleared first: a sheet that stays open (its work not done yet) may keep its draft.
                            drafts?.open = nil
                            confirm()
                        } label: {
                            Text(LocalizedStringKey(confirmTitle), bundle: .module)
                        }
                        .disabled(!canConfirm)
                        .accessibilityIdentifier("sheet.confirm")
                    }
                }
            }
            .interactiveDismissDisabled(draft != nil)
            .confirmationDialog(Text("Discard changes?", bundle: .module), isPresented: $isConfirmingDiscard, titleVisibility: .visible) {
                Button(role: .destructive) { close() } label: { Text("Discard Changes", bundle: .module) }
                Button(role: .cancel) {} label: { Text("Keep Editing", bundle: .module) }
            } message: {
                Text("What was typed in \(locales.localized(name: title)) is lost.", bundle: .module)
            }
            .onAppear { drafts?.open = draft }
            .onChange(of: draft) { _, newDraft in drafts?.open = newDraft }
    }

    /// Closes the sheet, its changes with it.
    private func close() {
        drafts?.open = nil
        dismiss()
    }
}

extension View {
    /// Gives a sheet's content its title and its Cancel and confirm buttons (see `SheetChrome`; the titles are
    /// keys of the app's tables, in English); `draft` is
    /// what the sheet holds once it has changes, nil before; `stop`, while given, is what Cancel does instead (it
    /// comes after `confirm`, so that a trailing closure is the confirming action, as it always was).
    func sheetChrome(
        _ title: String, cancel cancelTitle: String = "Cancel", confirm confirmTitle: String? = nil,
        isEnabled canConfirm: Bool = true, draft: SheetDraft? = nil, action confirm: @escaping () -> Void = {},
        stop: (() -> Void)? = nil
    ) -> some View {
        modifier(SheetChrome(
            title: title, cancelTitle: cancelTitle, confirmTitle: confirmTitle, canConfirm: canConfirm, draft: draft,
            stop: stop, confirm: confirm))
    }
}
