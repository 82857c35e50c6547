/// A malformed field of a stored document, such as an amount that is not a number.
struct StoredFieldError: Error, CustomStringConvertible {
    /// What is wrong and where, such as `invalid amount "12,5" in expenses[0]`.
    var description: String
}
