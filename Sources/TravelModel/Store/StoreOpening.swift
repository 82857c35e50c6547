import Foundation

/// What opening one store of a data directory found: the store, and a one-line message for the user when
/// something happened on the way (data imported, a file kept aside).
///
/// `BudgetOpening` opens the expenses, `TripsOpening` the trips; `SavedData` opens both.
@MainActor
public struct StoreOpening<Store> {
    /// The store.
    public let store: Store
    /// What happened on the way but the import (a file kept aside), to tell the user.
    let problems: [OpeningNotice]
    /// What the one-time import of an earlier version's file moved into the database, if it ran.
    public let imported: DataImport?

    /// What to tell the user: the problems, then what was imported; empty when all went as usual.
    public var notices: [OpeningNotice] {
        problems + (imported.map { [.imported([$0])] } ?? [])
    }

    /// The notices in English, in one line (the model's words, for logs and tests); nil when all went as usual.
    public var notice: String? {
        notices.isEmpty ? nil : notices.map(\.description).joined(separator: " ")
    }

    init(store: Store, problems: [OpeningNotice], imported: DataImport?) {
        self.store = store
        self.problems = problems
        self.imported = imported
    }
}
