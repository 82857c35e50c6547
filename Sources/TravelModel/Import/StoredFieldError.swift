/// A malformed field of a stored document, such as an amount that is not a number.
struct StoredFieldError: Error, CustomStringConvertible {
    /// What the field holds that the app cannot read.
    var field: ListFileReason.EntryField

    /// What is wrong, such as `invalid amount "12,5"`.
    var description: String {
        field.description
    }
}
