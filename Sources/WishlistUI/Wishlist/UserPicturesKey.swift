import TermUI
import TravelModel

private struct UserPicturesKey: EnvironmentKey {
    /// Outside the app's window (previews, tests of one view): an empty library in memory.
    static var defaultValue: UserPictures { UserPictures() }
}

extension EnvironmentValues {
    /// The pictures made from the user's own photos, where trips' `user:<uuid>` pictures are found.
    var userPictures: UserPictures {
        get { self[UserPicturesKey.self] }
        set { self[UserPicturesKey.self] = newValue }
    }
}
