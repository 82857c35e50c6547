import TravelModel

/// The words the bench's data sets are made of: what people spend money on while travelling, with a range of
/// amounts for each, and places to go with a line about each and things to do there.
enum DataSetVocabulary {
    /// A kind of expense: its category, how often it comes (a weight), and its titles, each with its range of
    /// amounts in cents.
    struct ExpenseKind {
        let category: Category
        let weight: Int
        let titles: [(title: String, cents: ClosedRange<Int>)]
    }

    static let expenseKinds: [ExpenseKind] = [
        ExpenseKind(category: .foodAndDrink, weight: 40, titles: [
            ("Coffee", 2_20...5_50), ("Flat white and a pastry", 5_00...9_80), ("Breakfast at the hotel", 9_00...28_00),
            ("Lunch at the market", 8_00...24_00), ("Street food", 3_00...12_00), ("Dinner with friends", 28_00...140_00),
            ("Groceries", 12_00...85_00), ("Bakery", 2_50...11_00), ("Ramen", 9_00...18_00),
            ("Pizza by the slice", 3_50...8_00), ("Tapas", 14_00...46_00), ("Ice cream", 2_80...6_50),
            ("Beers by the harbour", 9_00...32_00), ("Wine bar", 16_00...64_00), ("Sushi", 18_00...95_00),
            ("Tacos", 6_00...16_00), ("Picnic supplies", 11_00...34_00), ("Bottled water", 80...3_00),
            ("Noodle soup", 4_00...12_00), ("Crêpes", 4_50...11_00), ("Smørrebrød", 9_00...21_00),
            ("Gelato", 3_00...7_00), ("Dim sum", 14_00...48_00), ("Café au lait", 2_80...5_20),
            ("Snacks for the train", 3_00...14_00),
        ]),
        ExpenseKind(category: .transport, weight: 20, titles: [
            ("Metro ticket", 1_80...4_20), ("Day pass", 6_00...16_00), ("Taxi to the airport", 28_00...85_00),
            ("Airport bus", 6_00...19_00), ("Train to the coast", 12_00...68_00), ("Ferry", 8_00...74_00),
            ("Bike rental", 10_00...32_00), ("Night bus", 2_50...9_00), ("Tram", 1_80...3_90), ("Fuel", 35_00...95_00),
            ("Parking", 3_00...28_00), ("Rideshare", 7_00...38_00), ("Regional train", 9_00...54_00),
            ("Scooter rental", 18_00...45_00), ("Cable car", 12_00...48_00), ("Return flights", 180_00...1_240_00),
            ("Domestic flight", 60_00...260_00),
        ]),
        ExpenseKind(category: .activities, weight: 12, titles: [
            ("Museum tickets", 8_00...32_00), ("Guided walking tour", 12_00...45_00), ("Boat tour", 18_00...90_00),
            ("Cooking class", 45_00...120_00), ("Concert", 25_00...140_00), ("Surf lesson", 40_00...95_00),
            ("Entry to the old castle", 6_00...22_00), ("Botanical garden", 4_00...16_00),
            ("Thermal baths", 18_00...65_00), ("Kayak rental", 20_00...55_00), ("Diving trip", 75_00...185_00),
            ("Observation deck", 12_00...38_00), ("Wine tasting", 20_00...70_00), ("Football match", 30_00...150_00),
            ("Theatre", 28_00...120_00),
        ]),
        ExpenseKind(category: .shopping, weight: 12, titles: [
            ("Postcards", 1_50...6_00), ("Souvenir magnet", 2_00...7_00), ("Sunscreen", 6_00...19_00),
            ("Local ceramics", 18_00...120_00), ("Guidebook", 14_00...29_00), ("Rain jacket", 45_00...210_00),
            ("Market spices", 4_00...18_00), ("Phone charger", 9_00...29_00), ("Hat", 12_00...45_00),
            ("Sandals", 19_00...80_00), ("Tea to bring home", 6_00...32_00), ("Scarf", 14_00...75_00),
            ("Prints", 10_00...60_00),
        ]),
        ExpenseKind(category: .lodging, weight: 8, titles: [
            ("Hotel, one night", 70_00...260_00), ("Hostel bed", 18_00...45_00), ("Guesthouse", 40_00...110_00),
            ("Apartment rental", 180_00...720_00), ("Ryokan", 160_00...420_00), ("Campsite", 14_00...38_00),
            ("Mountain hut", 45_00...95_00), ("Bed and breakfast", 65_00...150_00),
            ("Hotel, two nights", 140_00...480_00), ("Beach bungalow", 35_00...140_00),
        ]),
        ExpenseKind(category: .other, weight: 8, titles: [
            ("Travel insurance", 25_00...95_00), ("SIM card", 8_00...35_00), ("Laundry", 4_00...14_00),
            ("Luggage storage", 5_00...15_00), ("Tips", 2_00...20_00), ("Visa fee", 20_00...160_00),
            ("Pharmacy", 4_00...30_00), ("Haircut", 12_00...45_00), ("Locker", 2_00...8_00),
            ("Pocket Wi-Fi", 25_00...60_00), ("Currency exchange fee", 1_00...9_00),
        ]),
    ]

    /// A currency an expense is paid in: its code, its smallest unit (10^`exponent`), and about how many of
    /// those a dollar buys.
    struct Currency {
        let code: String
        let exponent: Int
        let minorUnitsPerDollar: Int
    }

    /// The app's own currency in the data sets.
    static let dollars = Currency(code: "USD", exponent: -2, minorUnitsPerDollar: 100)

    /// The other currencies expenses are paid in, while travelling.
    static let currencies: [Currency] = [
        Currency(code: "EUR", exponent: -2, minorUnitsPerDollar: 92), Currency(code: "GBP", exponent: -2, minorUnitsPerDollar: 79),
        Currency(code: "JPY", exponent: 0, minorUnitsPerDollar: 150), Currency(code: "THB", exponent: -2, minorUnitsPerDollar: 3_500),
        Currency(code: "MXN", exponent: -2, minorUnitsPerDollar: 1_700),
    ]

    /// Shops, stalls and places, in their own scripts, that titles name.
    static let merchants: [String] = [
        "Café Ñandú", "Bäckerei Müller", "Pâtisserie Ladurée", "Łódź Główna", "Çiğ Köfteci Ömer", "Smørrebrød hos Åse",
        "Phở Hà Nội", "Ægir Bryggeri", "İstanbul Kebap", "Ресторан «Пушкин»", "Пельменная №1", "Кафе «Ласточка»",
        "Ταβέρνα του Νίκου", "Φούρνος Αθηνά", "مطعم الشام", "قهوة الفيشاوي", "חומוס אבו חסן", "שוק הכרמל",
        "चाय वाला", "दिल्ली दरबार", "ร้านข้าวมันไก่", "ตลาดนัดจตุจักร", "北京烤鸭店", "老北京炸酱面", "鼎泰豐",
        "すし処 はな", "一蘭 ラーメン", "ローソン", "카페 봄날", "명동 교자", "🍜 Noodle Bar", "☕ Corner Café",
        "Konditorei Zauner", "Boulangerie Poilâne", "Taquería El Güero", "Mercado de San Miguel", "A Vida Portuguesa",
        "Ristorante Da Enzo", "Kaffibarinn", "Świątynia Smaku", "Hostería Cañón", "Naschmarkt Stand 12",
        "Ōsaka Kitchen", "Zürich HB Kiosk", "Bar Ñ", "Ølhallen", "Goldene Gans", "Şekerci Cafer Erol",
    ]

    /// Places, each with a line about it.
    static let places: [(name: String, subtitle: String)] = [
        ("Lisbon", "Trams, tiles and custard tarts"), ("Reykjavík", "Geysers and the midnight sun"),
        ("Hội An", "Lanterns along the river"), ("Oaxaca", "Mole, mezcal and markets"),
        ("Kraków", "The old town and the salt mine"), ("Hokkaidō", "Powder snow and hot springs"),
        ("Patagonia", "Glaciers at the end of the world"), ("Seville", "Orange trees and flamenco"),
        ("Cape Town", "Table Mountain and two oceans"), ("Tasmania", "Wild coasts and old forests"),
        ("Edinburgh", "Closes, castles and the festival"), ("Chiang Mai", "Temples in the hills"),
        ("Dubrovnik", "Walls above the Adriatic"), ("Queenstown", "Lakes and mountains"),
        ("Istanbul", "Between two continents"), ("Cusco", "The road to Machu Picchu"),
        ("Lofoten", "Fishing villages under steep peaks"), ("Porto", "Port wine on the Douro"),
        ("Hallstatt", "A lake village in the Alps"), ("Zanzibar", "Spice farms and white sand"),
        ("Montréal", "Bagels and festivals"), ("Kyiv", "Golden domes on the Dnipro"),
        ("Bruges", "Canals and chocolate"), ("Luang Prabang", "Monks at dawn on the Mekong"),
        ("Valparaíso", "Painted hills by the sea"), ("Sicily", "Volcanoes and cannoli"),
        ("Tbilisi", "Sulphur baths and supra feasts"), ("Banff", "Turquoise lakes in the Rockies"),
        ("Kotor", "A bay among the mountains"), ("Jaipur", "The pink city"),
        ("Faroe Islands", "Cliffs, sheep and sea mist"), ("Vienna", "Coffee houses and concerts"),
        ("Cartagena", "Colour behind the walls"), ("Sapporo", "Snow festival and ramen alleys"),
        ("Madeira", "Levadas through the laurel forest"), ("Salzburg", "Mozart and the mountains"),
        ("Yosemite", "Granite walls and waterfalls"), ("Hobart", "A harbour town and its market"),
        ("Ljubljana", "Dragons and a castle on the hill"), ("Penang", "Hawker stalls and street art"),
    ]

    /// Things to do on a trip.
    static let activities: [String] = [
        "Walk the old town", "Find the best coffee", "Sunset from the viewpoint", "Visit the central market",
        "Take a cooking class", "Day trip to the coast", "Boat tour of the harbour", "Hike to the summit",
        "See the cathedral", "Swim in the lake", "Try the local dish", "Museum of modern art",
        "Ride the old railway", "Picnic in the park", "Night market", "Rent bikes for a day",
        "Visit a vineyard", "Hot springs", "Photograph the bridge at dawn", "Watch a football match",
        "Botanical garden", "Castle tour", "Street art walk", "Kayak along the shore", "Concert in the square",
    ]
}
