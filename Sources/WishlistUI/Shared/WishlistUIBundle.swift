import Foundation

/// The bundle of WishlistUI's resources (its tables), for tests outside the module (`Bundle.module` is internal
/// to it).
enum WishlistUIBundle {
    static var bundle: Bundle { .module }
}
