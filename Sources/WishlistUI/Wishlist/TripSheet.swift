import Foundation
import TermUI
import TravelModel

/// The sheet that adds a trip or edits one: a name, a subtitle, a collection, a picture made from a file
/// whose path is typed or pasted, and optionally its dates (first and last day) and a budget (an amount in the
/// trip's budget's currency, else the app's; an empty field is no budget). Save is disabled until the name is not blank; Ctrl-S too early says what is
/// missing, as the expense sheet does. What is typed and not saved is kept as a draft (see `SheetChrome`).
///
/// On Save a path in the Picture field is made into a picture off the main actor (a large photo takes a
/// moment, and the sheet says "Importing…" meanwhile); when the file cannot be used, the sheet stays open,
/// says why in red, and nothing is saved. An empty field keeps the trip's picture.
struct TripSheet: View {
    /// What Save gives back: the fields, trimmed, and the name of the picture made from the file, if any.
    struct Fields {
        var name: String
        var subtitle: String
        var collectionID: TripCollection.ID
        /// The new picture's name for `Trip.photoName`; nil to keep the trip's.
        var photoName: String?
        var dates: ClosedRange<Date>?
        var budget: Money?
    }

    /// The trip edited; nil for a new one.
    let editing: Trip?
    /// Called with the fields when the user saves, before the sheet closes.
    let onSave: (Fields) -> Void
    /// The fields the sheet started from: a draft differs from them.
    private let original: TripDraft
    @Environment(\.dismiss) private var dismiss
    @Environment(\.userPictures) private var userPictures
    @Environment(DraftKeeper.self) private var drafts: DraftKeeper?
    @Environment(\.currencyCode) private var appCurrencyCode
    @Environment(\.calendar) private var calendar
    @Environment(\.localeCategories) private var locales
    @Environment(\.locale) private var locale
    @State private var fields: TripDraft
    /// The budget's amount, as the field reads it; nil for none.
    @State private var budget: Decimal?
    /// Why the budget's text gives no amount.
    @State private var budgetProblem: String?
    @State private var showsMissing = false
    /// Why the file typed could not be made into a picture, after the last Save.
    @State private var importFailure: String?
    /// The import under way, while the sheet waits for it.
    @State private var importing: Task<Void, Never>?

    /// A sheet for a new trip, starting from `draft` (one reopened) or empty.
    init(new draft: TripDraft? = nil, onSave: @escaping (Fields) -> Void) {
        let empty = TripDraft(editing: nil, name: "", subtitle: "", collectionID: TripCollection.springBlossoms.id, picturePath: "")
        self.init(editing: nil, original: empty, fields: draft ?? empty, onSave: onSave)
    }

    /// A sheet that edits `trip`, starting from its fields or from `draft` (one reopened).
    init(editing trip: Trip, draft: TripDraft? = nil, onSave: @escaping (Fields) -> Void) {
        let original = TripDraft(
            editing: trip.id, name: trip.name, subtitle: trip.subtitle, collectionID: trip.collectionID, picturePath: "",
            dates: trip.dates)
        self.init(editing: trip, original: original, fields: draft ?? original, onSave: onSave)
    }

    private init(editing: Trip?, original: TripDraft, fields: TripDraft, onSave: @escaping (Fields) -> Void) {
        self.editing = editing
        self.original = original
        self.onSave = onSave
        _fields = State(initialValue: fields)
        // A draft's text is read by the field, as if typed.
        _budget = State(initialValue: fields.budgetText == nil ? editing?.budget?.amount : nil)
    }

    /// The currency of the budget: the trip's budget's own, else the app's.
    private var budgetCurrency: String { editing?.budget?.currencyCode ?? appCurrencyCode }

    private var trimmedName: String { fields.name.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// What the trip still lacks or has wrong.
    private var missing: WhatIsMissing {
        var missing = WhatIsMissing(additions: trimmedName.isEmpty ? [locales.localized("a name")] : [])
        if let first = fields.firstDay, let last = fields.lastDay, calendar.startOfDay(for: last) < calendar.startOfDay(for: first) {
            missing.corrections.append(locales.localized("make the last day the first day or later"))
        }
        let currency = Decimal.FormatStyle.Currency.currency(code: budgetCurrency).locale(locale)
        if let budgetProblem {
            missing.problems.append(budgetProblem)
        } else if let budget, budget <= 0 {
            missing.corrections.append(locales.localized("make the budget more than \(currency.format(0)), or leave it empty"))
        } else if let budget, budget > ExpenseSheet.largestAmount {
            missing.corrections.append(locales.localized("make the budget at most \(currency.format(ExpenseSheet.largestAmount))"))
        }
        return missing
    }

    /// What the sheet holds, once it differs from where it started (a budget typed differs).
    private var draft: SheetDraft? {
        fields == original ? nil : .trip(fields)
    }

    /// The dates chosen, if the trip has dates.
    private var dates: ClosedRange<Date>? {
        fields.firstDay.map { first in first...max(first, fields.lastDay ?? first) }
    }

    /// Whether the trip has dates: turned on, today to today; turned off, none.
    private var hasDates: Binding<Bool> {
        Binding(get: { fields.firstDay != nil }, set: { isOn in
            fields.firstDay = isOn ? fields.firstDay ?? .now : nil
            fields.lastDay = isOn ? fields.lastDay ?? fields.firstDay : nil
        })
    }

    /// A day of the dates, for its picker (shown only while the trip has dates).
    private func day(_ keyPath: WritableKeyPath<TripDraft, Date?>) -> Binding<Date> {
        Binding(get: { fields[keyPath: keyPath] ?? .now }, set: { fields[keyPath: keyPath] = $0 })
    }

    var body: some View {
        let missing = missing
        NavigationStack {
            Form {
                TextField(text: $fields.name) { Text("Name", bundle: .module) }
                TextField(text: $fields.subtitle) { Text("Subtitle", bundle: .module) }
                Picker(selection: $fields.collectionID) {
                    ForEach(TripCollection.all) { collection in
                        Label(name: collection.title, systemImage: collection.season.symbolName).tag(collection.id)
                    }
                } label: {
                    Text("Collection", bundle: .module)
                }
                TextField(text: $fields.picturePath, prompt: Text("path of a PNG or JPEG file", bundle: .module)) {
                    Text("Picture", bundle: .module)
                }
                Section {
                    if importing != nil {
                        Text("Importing…", bundle: .module)
                    } else if let importFailure {
                        Text(importFailure).foregroundStyle(.red)
                    } else {
                        Text(pictureNote).foregroundStyle(.secondary)
                    }
                }
                Section {
                    Toggle(isOn: hasDates) { Text("Dates", bundle: .module) }
                    if let first = fields.firstDay {
                        DatePicker(selection: day(\.firstDay), displayedComponents: .date) { Text("First day", bundle: .module) }
                        DatePicker(selection: day(\.lastDay), in: first..., displayedComponents: .date) {
                            Text("Last day", bundle: .module)
                        }
                    }
                    TextField(value: $budget, format: .currency(code: budgetCurrency), prompt: Text("none", bundle: .module)) {
                        Text("Budget", bundle: .module)
                    }
                        .keyboardType(.decimalPad)
                        .valueTextProblem($budgetProblem)
                        .valueFieldText(Binding(get: { fields.budgetText ?? "" }, set: { fields.budgetText = $0 }))
                }
                WhatIsMissingSection(missing: missing, isShown: showsMissing)
            }
            .sheetChrome(
                editing == nil ? "New Trip" : "Edit Trip", confirm: "Save", isEnabled: missing.isEmpty && importing == nil,
                draft: draft
            ) { save() }
            .showsWhatIsMissingOnSave($showsMissing, missing)
            .onChange(of: fields.picturePath) { _, _ in importFailure = nil }
            .onDisappear { importing?.cancel() }
        }
    }

    /// What an empty Picture field means: the trip's picture now, kept; or, for a new trip, a gradient.
    private var pictureNote: String {
        guard let editing else { return locales.localized("Without one, the trip gets a gradient of its own.") }
        let now = switch editing.photoName {
        case nil: locales.localized("a gradient of its own")
        case let name? where UserPictures.identifier(inName: name) != nil: locales.localized("your picture")
        case let name?: locales.localized("“\(name)”, shipped with Wishlist")
        }
        return locales.localized("Now \(now); an empty path keeps it.")
    }

    /// Saves the trip, first making the picture of the file typed, if any.
    private func save() {
        guard missing.isEmpty, importing == nil else { return }
        let path = fields.picturePath
        guard !path.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            finish(photoName: nil)
            return
        }
        // Still the sheet's changes until the picture is made: quitting meanwhile keeps them.
        drafts?.open = draft
        importFailure = nil
        let pictures = userPictures
        importing = Task {
            let result = await Task.detached {
                Result { () throws(PictureImportError) -> String in try pictures.importPhoto(fromPath: path) }
            }.value
            guard !Task.isCancelled else { return }
            importing = nil
            switch result {
            case .success(let name):
                drafts?.open = nil
                finish(photoName: name)
            case .failure(let error):
                importFailure = error.description(in: locales)
            }
        }
    }

    private func finish(photoName: String?) {
        onSave(Fields(
            name: trimmedName, subtitle: fields.subtitle.trimmingCharacters(in: .whitespacesAndNewlines),
            collectionID: fields.collectionID, photoName: photoName, dates: dates,
            budget: budget.map { Money($0, currencyCode: budgetCurrency) }))
        dismiss()
    }
}
