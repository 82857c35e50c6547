import Foundation

/// The Cancel button of the file importer's and exporter's sheets (Esc, as the sheet's `.cancellationAction`):
/// the completion gets `CocoaError(.userCancelled)`, as SwiftUI's does, and the sheet closes.
struct FileSheetCancelButton<Value>: View {
    let complete: (Result<Value, any Error>) -> Void
    @Environment(\.dismiss) private var dismiss
    @Environment(\.localeCategories) private var locales

    var body: some View {
        Button(locales.termUIText("Cancel")) {
            complete(.failure(CocoaError(.userCancelled)))
            dismiss()
        }
    }
}
