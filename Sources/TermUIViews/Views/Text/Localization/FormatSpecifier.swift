import Foundation

/// One `%` specifier of a format, as `String(format:)` reads it: `%[position$][flags][width][.precision]
/// [length]conversion`, or a plural variable `%[position$]#@name@`. Width and precision are at most 3 digits
/// (a translation cannot ask for a megabyte of padding).
struct FormatSpecifier {
    /// The argument's position (from 1), when the specifier names one.
    var position: Int?
    var flags = ""
    var width: Int?
    var precision: Int?
    /// The conversion character (`@`, `d`, `f`, ..., or `%` for a percent sign).
    var conversion: Unicode.Scalar = "%"
    /// The name of a plural variable (`%#@name@`).
    var variable: String?
    /// The index just past the specifier.
    var end: Int

    /// The specifier starting with the `%` at `start`; nil where the text there is not one.
    init?(_ scalars: [Unicode.Scalar], at start: Int) {
        var index = start + 1
        func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
        func number() -> Int? {
            var digits = 0, value = 0
            while let scalar = peek(), let digit = Character(scalar).wholeNumberValue, scalar.isASCII {
                guard digits < 3 else { return nil }
                value = value * 10 + digit
                digits += 1
                index += 1
            }
            return digits == 0 ? nil : value
        }
        end = index
        if peek() == "%" {
            end = index + 1
            return
        }
        let positionStart = index
        if let value = number(), peek() == "$", value > 0 {
            position = value
            index += 1
        } else {
            index = positionStart
        }
        if peek() == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
            index += 2
            var name = String.UnicodeScalarView()
            while let scalar = peek(), scalar != "@" {
                guard name.count < 64 else { return nil }
                name.append(scalar)
                index += 1
            }
            guard peek() == "@", !name.isEmpty else { return nil }
            variable = String(name)
            conversion = "@"
            end = index + 1
            return
        }
        while let scalar = peek(), "-+ #0'".unicodeScalars.contains(scalar) {
            if scalar != "'" { flags.unicodeScalars.append(scalar) }
            index += 1
        }
        guard flags.count <= 5 else { return nil }
        let widthStart = index
        width = number()
        if width == nil, index != widthStart { return nil }
        if peek() == "." {
            index += 1
            precision = number() ?? 0
        }
        while let scalar = peek(), "hlqLztj".unicodeScalars.contains(scalar) { index += 1 }
        guard let scalar = peek(), "@dDiuUoOxXfFeEgGaAcCsSp".unicodeScalars.contains(scalar) else { return nil }
        conversion = scalar
        end = index + 1
    }

    /// An argument's text as this specifier writes it (a value of another type as itself), with the locale's
    /// decimal separator in floating-point numbers.
    func text(of argument: FormatArgument, locale: Locale) -> String {
        switch conversion {
        case "d", "D", "i":
            switch argument {
            case .signed(let value): return formatted(value, as: "lld")
            case .unsigned(let value): return formatted(Int64(clamping: value), as: "lld")
            case .double(let value): return value.isFinite && abs(value) < 9e18 ? formatted(Int64(value), as: "lld") : "\(value)"
            case .object(let text): return text
            }
        case "u", "U", "o", "O", "x", "X", "p":
            let spelled: String = switch conversion {
            case "o", "O": "llo"
            case "x", "p": "llx"
            case "X": "llX"
            default: "llu"
            }
            switch argument {
            case .signed(let value): return formatted(UInt64(bitPattern: value), as: spelled)
            case .unsigned(let value): return formatted(value, as: spelled)
            case .double(let value): return "\(value)"
            case .object(let text): return text
            }
        case "f", "F", "e", "E", "g", "G", "a", "A":
            let value: Double
            switch argument {
            case .signed(let integer): value = Double(integer)
            case .unsigned(let integer): value = Double(integer)
            case .double(let double): value = double
            case .object(let text): return text
            }
            let text = String(format: "%\(flags)\(width.map(String.init) ?? "")\(precision.map { ".\($0)" } ?? "")\(conversion)", value)
            let separator = locale.decimalSeparator ?? "."
            return separator == "." ? text : text.replacingOccurrences(of: ".", with: separator)
        case "c", "C":
            switch argument {
            case .signed(let value): return Unicode.Scalar(UInt32(clamping: value)).map { String(Character($0)) } ?? ""
            case .unsigned(let value): return Unicode.Scalar(UInt32(clamping: value)).map { String(Character($0)) } ?? ""
            case .double(let value): return "\(value)"
            case .object(let text): return text
            }
        default:
            switch argument {
            case .object(let text): return padded(text)
            case .signed(let value): return String(value)
            case .unsigned(let value): return String(value)
            case .double(let value): return "\(value)"
            }
        }
    }

    private func formatted(_ value: some CVarArg, as conversion: String) -> String {
        String(format: "%\(flags)\(width.map(String.init) ?? "")\(precision.map { ".\($0)" } ?? "")\(conversion)", value)
    }

    /// Text padded to the width (`%10@`), on the left unless the `-` flag says right.
    private func padded(_ text: String) -> String {
        guard let width, text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return flags.contains("-") ? text + padding : padding + text
    }
}
