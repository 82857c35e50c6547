import Foundation
import TermUI
import TravelModel

/// The sheet that adds an expense or edits one: title, amount, category, date and trip. Nothing reaches the store
/// until Save, which stays disabled until the title is not blank and the amount is a valid one above zero and
/// at most `largestAmount`; Ctrl-S too early says what is missing or wrong. The amount is typed in the
/// locale's way and shown in the expense's currency once the field is left ($4.50, 4,50 €); an edited expense
/// keeps its currency and its identity. Changes not saved are kept as a draft (see `SheetChrome`), the amount
/// as it was typed. The trips offered are the one chosen, those whose dates hold the expense's day, and the few
/// most recently viewed (`TripStore.tripsToOffer`), found once as the sheet appears.
struct ExpenseSheet: View {
    /// The expense edited; nil for a new one.
    let editing: Expense?
    /// What the sheet says above its fields, if anything (why a draft came back as a new expense).
    let note: String?
    /// Called with the new or edited expense when the user saves.
    let onSave: (Expense) -> Void

    /// The largest amount one expense may have. A Decimal holds 38 digits, but an expense of more than a
    /// billion in a travel budget is a typo (a key held down, digits pasted twice), and the cap keeps the
    /// total of a million expenses exact in a Double's 15 digits wherever a total is drawn as a bar.
    static let largestAmount: Decimal = 1_000_000_000

    @Environment(\.dismiss) private var dismiss
    @Environment(\.currencyCode) private var appCurrencyCode
    @Environment(\.locale) private var locale
    @Environment(\.localeCategories) private var locales
    @Environment(\.calendar) private var calendar
    @Environment(TripStore.self) private var trips: TripStore?
    /// The trips the picker offers, found as the sheet appears.
    @State private var offeredTrips: [Trip] = []
    /// The fields as the sheet opened with them, to tell whether anything has changed (state: a new sheet's
    /// date is the moment it opened, not that of a later update).
    @State private var original: Fields
    @State private var title: String
    @State private var amount: Decimal?
    /// The amount's text as the user typed it (the field writes it, `valueFieldText`); nil until then, while
    /// the field shows `amount` formatted. A reopened draft's text: the field starts from it.
    @State private var amountText: String?
    /// Why the amount's text gives no amount ("12,50 is not a valid amount: this locale writes 12.50.").
    @State private var amountProblem: String?
    @State private var category: Category
    @State private var date: Date
    @State private var tripID: Trip.ID?
    /// Whether the sheet, for a new expense given no trip, starts with the trip whose dates hold its day.
    private let choosesTripByDate: Bool
    @State private var showsMissing = false

    /// What the sheet's fields hold, but for the amount's text.
    fileprivate struct Fields: Equatable {
        var title = ""
        var amount: Decimal?
        var category = Category.foodAndDrink
        var date = Date.now
        var tripID: Trip.ID?
    }

    /// A sheet for a new expense (`editing` nil), dated `date` and for the trip `tripID` unless the user
    /// changes them (given no trip, the trip whose dates hold the day, if one does), or one that edits
    /// `editing`, starting from its fields.
    init(editing: Expense? = nil, date: Date = .now, tripID: Trip.ID? = nil, onSave: @escaping (Expense) -> Void) {
        let fields = editing.map(Fields.init(expense:)) ?? Fields(date: min(date, .now), tripID: tripID)
        self.init(
            editing: editing, original: fields, fields: fields, amountText: nil, note: nil,
            choosesTripByDate: editing == nil && tripID == nil, onSave: onSave)
    }

    /// A sheet that shows a draft as it was left: the changes to `editing` (the draft's expense, when it
    /// still exists), else a new expense, saying so when the draft was of an expense since deleted.
    init(draft: ExpenseDraft, editing: Expense?, onSave: @escaping (Expense) -> Void) {
        let original = editing.map(Fields.init(expense:)) ?? Fields()
        // The amount is read from its text by the field, as if typed.
        let fields = Fields(
            title: draft.title, amount: nil, category: Category.all.first { $0.id == draft.categoryID } ?? Fields().category,
            date: draft.date, tripID: draft.tripID)
        let note = draft.editing != nil && editing == nil
            ? "The expense these changes were to was deleted: they are a new expense now." : nil
        self.init(editing: editing, original: original, fields: fields, amountText: draft.amountText, note: note, onSave: onSave)
    }

    private init(
        editing: Expense?, original: Fields, fields: Fields, amountText: String?, note: String?,
        choosesTripByDate: Bool = false, onSave: @escaping (Expense) -> Void
    ) {
        self.editing = editing
        self.choosesTripByDate = choosesTripByDate
        _original = State(initialValue: original)
        self.note = note
        self.onSave = onSave
        _title = State(initialValue: fields.title)
        _amount = State(initialValue: fields.amount)
        _amountText = State(initialValue: amountText)
        _category = State(initialValue: fields.category)
        _date = State(initialValue: fields.date)
        _tripID = State(initialValue: fields.tripID)
    }

    /// The currency of the amount: the edited expense's own, else the app's.
    private var currencyCode: String { editing?.currencyCode ?? appCurrencyCode }

    private var currency: Decimal.FormatStyle.Currency {
        .currency(code: currencyCode).locale(locale)
    }

    /// What the expense still lacks or has wrong.
    private var missing: WhatIsMissing {
        var missing = WhatIsMissing()
        if title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { missing.additions.append(locales.localized("a title")) }
        if let amountProblem {
            missing.problems.append(amountProblem)
        } else if let amount {
            if amount == 0 {
                missing.corrections.append(locales.localized("make the amount more than \(currency.format(0))"))
            } else if amount < 0 {
                missing.corrections.append(locales.localized("make the amount positive (\(currency.format(amount)) is below zero)"))
            } else if amount > Self.largestAmount {
                missing.corrections.append(locales.localized("make the amount at most \(currency.format(Self.largestAmount))"))
            }
        } else {
            missing.additions.append(locales.localized("an amount"))
        }
        return missing
    }

    /// What the sheet holds, once it differs from where it started (an amount whose text gives none differs).
    private var draft: SheetDraft? {
        let fields = Fields(title: title, amount: amount, category: category, date: date, tripID: tripID)
        guard fields != original || amountProblem != nil else { return nil }
        return .expense(ExpenseDraft(
            editing: editing?.id, title: title, amountText: amountText ?? amount.map { currency.format($0) } ?? "",
            categoryID: category.id, date: date, tripID: tripID))
    }

    var body: some View {
        let missing = missing
        NavigationStack {
            Form {
                if let note {
                    Section {
                        Text(LocalizedStringKey(note), bundle: .module).foregroundStyle(.secondary)
                    }
                }
                Section {
                    TextField(text: $title) { Text("Title", bundle: .module) }
                    TextField(value: $amount, format: .currency(code: currencyCode)) { Text("Amount", bundle: .module) }
                        .keyboardType(.decimalPad)
                        .valueTextProblem($amountProblem)
                        .valueFieldText(Binding(get: { amountText ?? "" }, set: { amountText = $0 }))
                    Picker(selection: $category) {
                        ForEach(Category.all) { category in
                            Label(name: category.title, systemImage: category.symbol).tag(category)
                        }
                    } label: {
                        Text("Category", bundle: .module)
                    }
                    DatePicker(selection: $date, in: ...Date.now, displayedComponents: .date) { Text("Date", bundle: .module) }
                    if !offeredTrips.isEmpty || tripID != nil {
                        Picker(selection: $tripID) {
                            Text("None", bundle: .module).tag(Trip.ID?.none)
                            ForEach(offeredTrips) { trip in
                                Text(trip.name).tag(Trip.ID?.some(trip.id))
                            }
                            if let tripID, !offeredTrips.contains(where: { $0.id == tripID }) {
                                Text("A trip since deleted", bundle: .module).tag(Trip.ID?.some(tripID))
                            }
                        } label: {
                            Text("Trip", bundle: .module)
                        }
                    }
                }
                WhatIsMissingSection(missing: missing, isShown: showsMissing)
            }
            .sheetChrome(
                editing == nil ? "New Expense" : "Edit Expense", confirm: "Save", isEnabled: missing.isEmpty, draft: draft
            ) { save() }
            .showsWhatIsMissingOnSave($showsMissing, missing)
        }
        .onAppear {
            if choosesTripByDate, tripID == nil, let trip = trips?.trip(containing: date, calendar: calendar) {
                tripID = trip.id
                original.tripID = trip.id
            }
            offeredTrips = trips?.tripsToOffer(forExpenseOn: date, including: tripID, calendar: calendar) ?? []
        }
    }

    private func save() {
        guard missing.isEmpty, let amount else { return }
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        onSave(Expense(
            id: editing?.id ?? UUID(), title: trimmed, amount: amount, currencyCode: currencyCode, category: category,
            date: date, tripID: tripID))
        dismiss()
    }
}

extension ExpenseSheet.Fields {
    /// The fields of an expense (an extension keeps the memberwise initializer).
    init(expense: Expense) {
        self.init(title: expense.title, amount: expense.amount, category: expense.category, date: expense.date, tripID: expense.tripID)
    }
}
