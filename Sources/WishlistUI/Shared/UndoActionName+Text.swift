import TermUI
import TravelModel

extension UndoActionName {
    /// The name in words, in the language of `locales`' messages: "Delete Kyōto", "„Kyōto“ löschen". The data it
    /// names is cut short (`MessageQuote`); a category's or a collection's title is in that language too.
    func description(in locales: LocaleCategories) -> String {
        let quote = MessageQuote.excerpt
        return switch self {
        case .add(let name): locales.localized("Add \(quote(name))")
        case .addExpenses(let count): locales.localized("Add \(count) expenses")
        case .importExpense(let title): locales.localized("Import \(quote(title))")
        case .importExpenses(let count): locales.localized("Import \(count) expenses")
        case .delete(let name): locales.localized("Delete \(quote(name))")
        case .deleteActivities(let count): locales.localized("Delete \(count) activities")
        case .deleteExpenses(let count): locales.localized("Delete \(count) expenses")
        case .change(let name): locales.localized("Change \(quote(name))")
        case .edit(let name): locales.localized("Edit \(quote(name))")
        case let .rename(old, new): locales.localized("Rename \(quote(old)) to \(quote(new))")
        case let .moveTrip(name, collection):
            locales.localized("Move \(quote(name)) to \(quote(locales.localized(name: collection)))")
        case .moveActivity(let name): locales.localized("Move \(quote(name))")
        case .mark(let name, let done): done ? locales.localized("Mark \(quote(name)) done") : locales.localized("Mark \(quote(name)) not done")
        case .setLimit(let category): locales.localized("Set the limit of \(quote(locales.localized(name: category)))")
        case .removeLimit(let category): locales.localized("Remove the limit of \(quote(locales.localized(name: category)))")
        case .changeLimits(let count): locales.localized("Change \(count) limits")
        case .takeOtherMachinesChange(let trip): locales.localized("Take the other machine's change to \(quote(trip))")
        }
    }
}
