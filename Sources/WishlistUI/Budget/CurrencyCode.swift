import TermUI

private struct CurrencyCodeKey: EnvironmentKey {
    static var defaultValue: String { "USD" }
}

extension EnvironmentValues {
    /// The ISO code of the currency amounts are shown in.
    var currencyCode: String {
        get { self[CurrencyCodeKey.self] }
        set { self[CurrencyCodeKey.self] = newValue }
    }
}
