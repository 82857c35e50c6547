import TermUI
import TravelModel

extension SyncReport {
    /// What the window says of a round of sync while the app runs, in the language of `locales`: "Synced 2
    /// changes from another machine."; nil when there is nothing to say. In English it is the model's `notice`
    /// word for word; what went wrong (`problems`) is said in the same language.
    func notice(in locales: LocaleCategories) -> String? {
        var sentences: [String] = []
        if rowsChanged > 0 {
            sentences.append(locales.localized("Synced \(rowsChanged) changes from another machine."))
        }
        if !picturesReceived.isEmpty {
            sentences.append(locales.localized("Took \(picturesReceived.count) pictures from another machine."))
        }
        if conflicts > 0 {
            sentences.append(locales.localized("\(conflicts) fields were changed on both machines: the later change is kept, and the other too."))
        }
        if let first = problems.first?.description(in: locales) {
            sentences.append(problems.count > 1
                ? locales.localized("Sync: \(first) (and \(problems.count - 1) more).") : locales.localized("Sync: \(first)."))
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }
}
