import Foundation

/// An exact amount of money in one currency, such as the month's total of the expenses in yen.
public struct Money: Hashable, Codable, Sendable {
    /// The amount, exact.
    public var amount: Decimal
    /// The ISO 4217 code of its currency, such as "JPY".
    public var currencyCode: String

    /// An amount in a currency.
    public init(_ amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }
}
