import Foundation

/// A `.stringsdict` file: a property list of keys, each a dictionary with `NSStringLocalizedFormatKey` (the
/// format, with `%#@name@` for each variable) and, for each variable, a dictionary with `NSStringFormatSpecTypeKey`
/// `NSStringPluralRuleType` and a form per plural category (a form's own specifier, such as `%lld`, shows the
/// variable's value; `NSStringFormatValueTypeKey` is not needed for that and is not read). A key or a variable that is not of that shape is skipped; a file that is no
/// property list gives nothing.
enum StringsDictFile {
    static func entries(of data: Data) -> [String: LocalizedEntry] {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
              let root = plist as? [String: Any] else { return [:] }
        var entries: [String: LocalizedEntry] = [:]
        for (key, value) in root {
            guard let rule = value as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else { continue }
            var entry = LocalizedEntry(format: format)
            for (name, variable) in rule where name != "NSStringLocalizedFormatKey" {
                guard let variable = variable as? [String: Any],
                      variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
                var forms: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases {
                    // A form's own `%lld`-style specifier stands for the variable's value.
                    if let form = variable[category.rawValue] as? String { forms[category] = form }
                }
                entry.variables[name] = .init(argument: nil, forms: forms, zeroIsLiteral: true)
            }
            entries[key] = entry
        }
        return entries
    }
}
