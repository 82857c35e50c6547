import TermUI

/// What every sheet of the app has around its content: an inline title, a button that closes the sheet and,
/// when the sheet can confirm, a confirming button that is disabled until the sheet is complete.
struct SheetChrome: ViewModifier {
    let title: String
    let cancelTitle: String
    let confirmTitle: String?
    let canConfirm: Bool
    let confirm: () -> Void
    @Environment(\.dismiss) private var dismiss

    func body(content: Content) -> some View {
        content
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(cancelTitle) { dismiss() }
                }
                if let confirmTitle {
                    ToolbarItem(placement: .confirmationAction) {
                        Button(confirmTitle) { confirm() }
                            .disabled(!canConfirm)
                    }
                }
            }
    }
}

extension View {
    /// Gives a sheet's content its title and its Cancel and confirm buttons (see `SheetChrome`).
    func sheetChrome(
        _ title: String, cancel cancelTitle: String = "Cancel", confirm confirmTitle: String? = nil,
        isEnabled canConfirm: Bool = true, action confirm: @escaping () -> Void = {}
    ) -> some View {
        modifier(SheetChrome(
            title: title, cancelTitle: cancelTitle, confirmTitle: confirmTitle, canConfirm: canConfirm,
            confirm: confirm))
    }
}
