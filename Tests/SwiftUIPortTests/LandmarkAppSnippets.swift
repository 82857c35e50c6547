// A small landmarks app written the way SwiftUI sample apps are, with only `import TermUI`: an observable
// model, a filtered list in a split view, a detail screen with a picture, a badge drawn with paths and a
// gradient, a profile editor in edit mode, animations and transitions. That it type-checks is the test.
import TermUI
import TermUITesting

struct Landmark: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var description: String
    var isFavorite: Bool
    var isFeatured: Bool
    var category: Category

    enum Category: String, CaseIterable, Codable, Identifiable {
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"

        var id: String { rawValue }
    }
}

@Observable
final class LandmarkData {
    var landmarks: [Landmark] = [
        Landmark(id: 1, name: "Turtle Rock", park: "Joshua Tree", state: "California",
                 description: "A rock shaped like a turtle.", isFavorite: true, isFeatured: false, category: .rivers),
        Landmark(id: 2, name: "Silver Salmon Creek", park: "Lake Clark", state: "Alaska",
                 description: "A creek full of salmon.", isFavorite: false, isFeatured: true, category: .lakes),
        Landmark(id: 3, name: "Chilkoot Trail", park: "Klondike Gold Rush", state: "Alaska",
                 description: "A trail over the pass.", isFavorite: true, isFeatured: false, category: .mountains),
    ]
    var profile = HikerProfile.default

    var categories: [String: [Landmark]] {
        Dictionary(grouping: landmarks, by: { $0.category.rawValue })
    }
}

struct HikerProfile {
    var username: String
    var prefersNotifications = true
    var seasonalPhoto = Season.winter
    var goalDate = Date.now

    static let `default` = HikerProfile(username: "g_kumar")

    enum Season: String, CaseIterable, Identifiable {
        case spring = "🌷"
        case summer = "🌞"
        case autumn = "🍂"
        case winter = "☃️"

        var id: String { rawValue }
    }
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        HStack {
            Text(landmark.name)
            Spacer()
            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

struct LandmarkList: View {
    @Environment(LandmarkData.self) var modelData
    @State private var showFavoritesOnly = false
    @State private var filter = FilterCategory.all
    @State private var selectedLandmark: Landmark?

    enum FilterCategory: String, CaseIterable, Identifiable {
        case all = "All"
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"

        var id: FilterCategory { self }
    }

    var filteredLandmarks: [Landmark] {
        modelData.landmarks.filter { landmark in
            (!showFavoritesOnly || landmark.isFavorite)
                && (filter == .all || filter.rawValue == landmark.category.rawValue)
        }
    }

    var title: String {
        let title = filter == .all ? "Landmarks" : filter.rawValue
        return showFavoritesOnly ? "Favorite \(title)" : title
    }

    var body: some View {
        NavigationSplitView {
            List(selection: $selectedLandmark) {
                ForEach(filteredLandmarks) { landmark in
                    NavigationLink {
                        LandmarkDetail(landmark: landmark)
                    } label: {
                        LandmarkRow(landmark: landmark)
                    }
                    .tag(landmark)
                }
            }
            .animation(.default, value: filteredLandmarks)
            .navigationTitle(title)
            .frame(minWidth: 30)
            .toolbar {
                ToolbarItem {
                    Menu {
                        Picker("Category", selection: $filter) {
                            ForEach(FilterCategory.allCases) { category in
                                Text(category.rawValue).tag(category)
                            }
                        }
                        .pickerStyle(.inline)
                        Toggle(isOn: $showFavoritesOnly) {
                            Text("Favorites only")
                        }
                    } label: {
                        Label("Filter", systemImage: "slider.horizontal.3")
                    }
                }
            }
        } detail: {
            Text("Select a Landmark")
        }
    }
}

struct LandmarkDetail: View {
    @Environment(LandmarkData.self) var modelData
    var landmark: Landmark

    var landmarkIndex: Int {
        modelData.landmarks.firstIndex(where: { $0.id == landmark.id }) ?? 0
    }

    var body: some View {
        @Bindable var modelData = modelData

        ScrollView {
            Circle()
                .fill(.teal)
                .frame(width: 12, height: 6)
                .overlay {
                    Circle().stroke(.white, lineWidth: 4)
                }
                .shadow(radius: 7)
                .offset(y: -2)
                .padding(.bottom, -2)

            VStack(alignment: .leading) {
                HStack {
                    Text(landmark.name)
                        .font(.title)
                    FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
                }
                HStack {
                    Text(landmark.park)
                    Spacer()
                    Text(landmark.state)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                Divider()

                Text("About \(landmark.name)")
                    .font(.title2)
                Text(landmark.description)
            }
            .padding()
        }
        .navigationTitle(landmark.name)
        .navigationBarTitleDisplayMode(.inline)
        .ignoresSafeArea(edges: .top)
    }
}

struct HexagonBadge: View {
    var body: some View {
        GeometryReader { geometry in
            Path { path in
                let width = min(geometry.size.width, geometry.size.height)
                let height = width
                path.move(to: CGPoint(x: width * 0.95, y: height * 0.20))
                path.addLines([
                    CGPoint(x: width * 0.5, y: 0),
                    CGPoint(x: width * 0.05, y: height * 0.20),
                    CGPoint(x: width * 0.05, y: height * 0.80),
                    CGPoint(x: width * 0.5, y: height),
                    CGPoint(x: width * 0.95, y: height * 0.80),
                ])
                path.closeSubpath()
            }
            .fill(.linearGradient(
                Gradient(colors: [Color(red: 239 / 255, green: 120 / 255, blue: 221 / 255), .purple]),
                startPoint: UnitPoint(x: 0.5, y: 0),
                endPoint: UnitPoint(x: 0.5, y: 0.6)
            ))
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

extension Animation {
    static func ripple(index: Int) -> Animation {
        .spring(dampingFraction: 0.5)
            .speed(2)
            .delay(0.03 * Double(index))
    }
}

extension AnyTransition {
    static var moveAndFade: AnyTransition {
        .asymmetric(
            insertion: .move(edge: .trailing).combined(with: .opacity),
            removal: .scale.combined(with: .opacity)
        )
    }
}

struct HikeBars: View {
    let heights: [Double]
    @State private var showDetail = false

    var body: some View {
        VStack {
            HStack {
                Text("Elevation")
                Spacer()
                Button {
                    withAnimation {
                        showDetail.toggle()
                    }
                } label: {
                    Label("Graph", systemImage: "chevron.right.circle")
                        .labelStyle(.iconOnly)
                        .imageScale(.large)
                        .rotationEffect(.degrees(showDetail ? 90 : 0))
                        .scaleEffect(showDetail ? 1.5 : 1)
                        .padding()
                }
            }
            if showDetail {
                HStack(alignment: .bottom, spacing: 1) {
                    ForEach(Array(heights.enumerated()), id: \.offset) { index, height in
                        Capsule()
                            .fill(Color.gray)
                            .frame(width: 2, height: height)
                            .animation(.ripple(index: index))
                    }
                }
                .frame(height: 8)
                .transition(.moveAndFade)
            }
        }
    }
}

struct ProfileEditor: View {
    @Binding var profile: HikerProfile

    var dateRange: ClosedRange<Date> {
        let min = Calendar.current.date(byAdding: .year, value: -1, to: profile.goalDate) ?? profile.goalDate
        let max = Calendar.current.date(byAdding: .year, value: 1, to: profile.goalDate) ?? profile.goalDate
        return min...max
    }

    var body: some View {
        List {
            HStack {
                Text("Username")
                Spacer()
                TextField("Username", text: $profile.username)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.trailing)
            }
            Toggle(isOn: $profile.prefersNotifications) {
                Text("Enable Notifications")
            }
            Picker("Seasonal Photo", selection: $profile.seasonalPhoto) {
                ForEach(HikerProfile.Season.allCases) { season in
                    Text(season.rawValue).tag(season)
                }
            }
            .pickerStyle(.segmented)
            DatePicker(selection: $profile.goalDate, in: dateRange, displayedComponents: .date) {
                Text("Goal Date")
            }
        }
    }
}

struct ProfileHost: View {
    @Environment(\.editMode) var editMode
    @Environment(LandmarkData.self) var modelData
    @State private var draftProfile = HikerProfile.default

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                if editMode?.wrappedValue == .active {
                    Button("Cancel", role: .cancel) {
                        draftProfile = modelData.profile
                        editMode?.animation().wrappedValue = .inactive
                    }
                }
                Spacer()
                EditButton()
            }
            if editMode?.wrappedValue == .inactive {
                Text(modelData.profile.username).bold().font(.title)
            } else {
                ProfileEditor(profile: $draftProfile)
                    .onAppear { draftProfile = modelData.profile }
                    .onDisappear { modelData.profile = draftProfile }
            }
        }
        .padding()
    }
}

struct CategoryRow: View {
    var categoryName: String
    var items: [Landmark]

    var body: some View {
        VStack(alignment: .leading) {
            Text(categoryName)
                .font(.headline)
                .padding(.leading, 15)
                .padding(.top, 5)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(alignment: .top, spacing: 0) {
                    ForEach(items) { landmark in
                        NavigationLink {
                            LandmarkDetail(landmark: landmark)
                        } label: {
                            Text(landmark.name)
                                .foregroundStyle(.primary)
                                .font(.caption)
                                .padding(.leading, 2)
                        }
                    }
                }
            }
            .frame(height: 4)
        }
    }
}

struct CategoryHome: View {
    @Environment(LandmarkData.self) var modelData
    @State private var showingProfile = false

    var body: some View {
        NavigationSplitView {
            List {
                ForEach(modelData.categories.keys.sorted(), id: \.self) { key in
                    CategoryRow(categoryName: key, items: modelData.categories[key] ?? [])
                }
                .listRowInsets(EdgeInsets())
            }
            .listStyle(.inset)
            .navigationTitle("Featured")
            .toolbar {
                Button {
                    showingProfile.toggle()
                } label: {
                    Label("User Profile", systemImage: "person.crop.circle")
                }
            }
            .sheet(isPresented: $showingProfile) {
                ProfileHost()
                    .environment(modelData)
            }
        } detail: {
            Text("Select a Landmark")
        }
    }
}
