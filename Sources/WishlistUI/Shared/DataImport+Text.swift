import TermUI
import TravelModel

extension DataImport {
    /// What to tell the user of the imports of one start, in the language of `locales`, nil for none; in
    /// English the model's `sentence(for:)` word for word. File names and the entries' names stay as they are.
    public static func sentence(for imports: [DataImport], in locales: LocaleCategories) -> String? {
        guard let first = imports.first else { return nil }
        let kept: String = if imports.count == 1 {
            locales.localized("the old file is kept as \(first.keptAs)")
        } else if let suffix = sharedSuffix(of: imports) {
            locales.localized("the old files are kept with the suffix \(suffix)")
        } else {
            locales.localized("the old files are kept as \(imports.map(\.keptAs).joined(separator: ", "))")
        }
        let database = AppDatabase.fileName
        guard imports.contains(where: { !$0.leftOut.isEmpty }) else {
            guard imports.count > 1 else {
                let counted = first.kind.counted(first.count, in: locales)
                return first.count == 1
                    ? locales.localized("Your \(counted) was moved from \(first.fileName) into \(database); \(kept).")
                    : locales.localized("Your \(counted) were moved from \(first.fileName) into \(database); \(kept).")
            }
            let moved = locales.list(imports.map { $0.kind.counted($0.count, in: locales) })
            return locales.localized("Your \(moved) were moved into \(database); \(kept).")
        }
        let each = imports.map { imported in
            let counted = imported.kind.counted(imported.count, in: locales)
            let clause = imported.leftOutClause(in: locales).map { "; " + $0 } ?? ""
            return locales.localized("Imported \(counted) from \(imported.fileName) into \(database)") + clause
        }
        return each.joined(separator: ". ") + ". " + kept.prefix(1).uppercased() + kept.dropFirst() + "."
    }

    /// What was left out, counted (by kind, when some are not of the kind imported), and the first few entries
    /// named with the reason; nil when nothing was.
    private func leftOutClause(in locales: LocaleCategories) -> String? {
        guard !leftOut.isEmpty else { return nil }
        let byKind = leftOutByKind
        let counted = byKind.map(\.kind) == [kind]
            ? locales.number(leftOut.count)
            : locales.list(byKind.map { kind, count in kind.counted(count, in: locales) })
        var named = leftOut.prefix(Self.namedLimit).map { $0.said(in: locales) }.joined(separator: "; ")
        if leftOut.count > Self.namedLimit {
            named += "; " + locales.localized("and \(locales.number(leftOut.count - Self.namedLimit)) more")
        }
        return leftOut.count == 1
            ? locales.localized("\(counted) was left out: \(named)")
            : locales.localized("\(counted) were left out: \(named)")
    }
}

extension LeftOutEntry {
    /// The entry and why, in the language of `locales`: `"Dinner" (2024-03-01): an earlier expense has the
    /// same id`.
    func said(in locales: LocaleCategories) -> String {
        let entry = trip.map { locales.localized("\(name) of \($0)") } ?? name
        let why = switch reason {
        case .sameIDAsEarlier:
            switch kind {
            case .expense: locales.localized("an earlier expense has the same id")
            case .trip: locales.localized("an earlier trip has the same id")
            case .activity: locales.localized("an earlier activity of the trip has the same id")
            }
        case .tooManyDigits(let amount): locales.localized("the amount \(amount) has more digits than can be kept exactly")
        }
        return entry + ": " + why
    }
}

extension LeftOutEntry.Kind {
    /// `count` of this kind, its thousands grouped: "1 trip", "1,204 expenses", in the language of `locales`.
    func counted(_ count: Int, in locales: LocaleCategories) -> String {
        let number = locales.number(count)
        return switch (self, count == 1) {
        case (.expense, true): locales.localized("1 expense")
        case (.expense, false): locales.localized("\(number) expenses")
        case (.trip, true): locales.localized("1 trip")
        case (.trip, false): locales.localized("\(number) trips")
        case (.activity, true): locales.localized("1 activity")
        case (.activity, false): locales.localized("\(number) activities")
        }
    }
}
