import Foundation

/// What opening one store of a data directory found: the store, and a one-line message for the user when
/// something happened on the way (data imported, a file kept aside).
///
/// `BudgetOpening` opens the expenses, `TripsOpening` the trips; `SavedData` opens both.
@MainActor
public struct StoreOpening<Store> {
    /// The store.
    public let store: Store
    /// What to tell the user, or nil when all went as usual.
    public let notice: String?

    /// An opening of `store`; the notices are joined in one line, and none gives a nil notice.
    init(store: Store, notices: [String]) {
        self.store = store
        self.notice = notices.isEmpty ? nil : notices.joined(separator: " ")
    }
}
