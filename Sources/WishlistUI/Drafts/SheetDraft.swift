import Foundation
import TermUI
import TravelModel

/// What a sheet holds while the user fills it in, kept so that quitting (q, Ctrl-C, a closed terminal,
/// SIGTERM) loses nothing: the app saves it on the way out, and the next start offers it back.
///
/// Text is kept as typed (an amount that does not parse yet stays the text it was), so the sheet comes back
/// exactly as it was left.
enum SheetDraft: Codable, Hashable, Sendable {
    /// A new expense, or the changes to the expense `editing`.
    case expense(ExpenseDraft)
    /// A new trip, or the changes to the trip `editing`.
    case trip(TripDraft)
    /// A new activity of a trip, or the new name of the activity `editing`.
    case activity(ActivityDraft)

    /// What the draft is of, for the offer to bring it back ("the new expense “Gelato”"), in the language of
    /// `locales`.
    func description(in locales: LocaleCategories) -> String {
        let (what, name): (String, String) = switch self {
        case .expense(let draft):
            (draft.editing == nil ? locales.localized("the new expense") : locales.localized("the changes to the expense"), draft.title)
        case .trip(let draft):
            (draft.editing == nil ? locales.localized("the new trip") : locales.localized("the changes to the trip"), draft.name)
        case .activity(let draft):
            (draft.editing == nil ? locales.localized("the new activity") : locales.localized("the new name"), draft.name)
        }
        // "the new trip “Nara”", or "the new trip" while the name is empty; a long name is cut.
        return name.isEmpty ? what : locales.localized("\(what) “\(name.sanitizedForTerminal(maxLength: 40))”")
    }
}

/// The fields of the expense sheet as they were left.
struct ExpenseDraft: Codable, Hashable, Sendable {
    /// The expense being edited; nil for a new one.
    var editing: Expense.ID?
    var title: String
    /// The amount as typed.
    var amountText: String
    var categoryID: String
    var date: Date
    /// The trip chosen for the expense; nil for none (and in the drafts of versions before trips had money).
    var tripID: Trip.ID? = nil
}

/// The fields of the trip sheet as they were left.
struct TripDraft: Codable, Hashable, Sendable {
    /// The trip being edited; nil for a new one.
    var editing: Trip.ID?
    var name: String
    var subtitle: String
    var collectionID: TripCollection.ID
    /// The picture file typed, if any.
    var picturePath: String
    /// The trip's first and last days; nil for a trip without dates.
    var firstDay: Date?
    var lastDay: Date?
    /// The budget as typed; nil until it is (the field shows the trip's budget then).
    var budgetText: String?

    /// The fields of a draft (the dates and the budget are absent from the drafts of earlier versions: none).
    init(editing: Trip.ID?, name: String, subtitle: String, collectionID: TripCollection.ID, picturePath: String,
         dates: ClosedRange<Date>? = nil, budgetText: String? = nil) {
        self.editing = editing
        self.name = name
        self.subtitle = subtitle
        self.collectionID = collectionID
        self.picturePath = picturePath
        firstDay = dates?.lowerBound
        lastDay = dates?.upperBound
        self.budgetText = budgetText
    }
}

/// The field of the activity sheet as it was left.
struct ActivityDraft: Codable, Hashable, Sendable {
    /// The trip the activity belongs to.
    var tripID: Trip.ID
    /// The activity being renamed; nil for a new one.
    var editing: Activity.ID?
    var name: String
}
