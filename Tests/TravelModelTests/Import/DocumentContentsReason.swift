@testable import TravelModel

extension DocumentFile.Contents {
    /// Why the file cannot be used, in the model's English, for tests that name the reason as it is said;
    /// nil when it can be.
    var unreadableReason: String? {
        if case .unreadable(let reason) = self { return reason.description }
        return nil
    }
}
