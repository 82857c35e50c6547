import Foundation

/// An observable store whose content is saved in one data file by a `Persistence`: `TripStore` (saved in
/// `trips.json`) and `BudgetStore` (saved in `expenses.json`) conform.
///
/// The store says what is saved, how it starts from saved or sample content, and which file keeps it;
/// `Persistence` loads it and saves it after every change.
@MainActor
public protocol PersistentStore: AnyObject, SendableMetatype {
    /// The content that is saved, such as `[Expense]`.
    associatedtype SavedContent: Sendable

    /// The content to save now. Reading it inside `withObservationTracking` must track every change that
    /// should be saved.
    var savedContent: SavedContent { get }

    /// A store holding content read from its file.
    ///
    /// - Parameter calendar: The calendar the file was read with, which decides the days of dates.
    init(savedContent: SavedContent, calendar: Calendar)

    /// The sample data that a first run, or a run after an unreadable file, starts with.
    static func sample(now: Date, calendar: Calendar) -> Self

    /// The file in `directory` that holds the content, reading and writing days in `calendar`.
    nonisolated static func file(in directory: URL, calendar: Calendar) -> DocumentFile<SavedContent>
}
