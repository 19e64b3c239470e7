package dev.cairn.text.pii;

/**
 * Words that place a phone number in a country: each entry is the region codes (comma-separated, the likeliest
 * first), then its names and demonyms in English and in the country's languages, and its largest cities.
 */
final class CountryWords {
    static final String[][] ENTRIES = {
        {"DE", "germany", "german", "deutschland", "deutsch", "deutsche", "deutscher", "deutschen", "allemagne",
            "alemania", "germania", "berlin", "münchen", "munich", "hamburg", "köln", "cologne", "frankfurt",
            "stuttgart", "düsseldorf"},
        {"AT", "austria", "austrian", "österreich", "autriche", "wien", "vienna", "graz", "salzburg"},
        {"CH", "switzerland", "swiss", "schweiz", "suisse", "svizzera", "zürich", "zurich", "genève", "geneva",
            "basel", "lausanne"},
        {"FR", "france", "french", "français", "française", "francia", "frankreich", "paris", "lyon", "marseille",
            "toulouse", "bordeaux", "lille"},
        {"BE", "belgium", "belgian", "belgique", "belgië", "belgien", "bruxelles", "brussels", "brussel", "antwerpen",
            "antwerp", "gent", "liège"},
        {"GB", "uk", "united kingdom", "britain", "british", "england", "scotland", "wales", "london", "manchester",
            "edinburgh", "glasgow", "birmingham", "leeds"},
        {"IE", "ireland", "irish", "éire", "dublin", "galway"},
        {"IT", "italy", "italian", "italia", "italiano", "italiana", "italie", "italien", "roma", "rome", "milano",
            "milan", "napoli", "naples", "torino", "turin", "firenze", "florence"},
        {"ES", "spain", "spanish", "españa", "espagne", "spanien", "español", "española", "madrid", "barcelona",
            "valencia", "sevilla", "seville", "bilbao"},
        {"PT", "portugal", "portuguese", "português", "portuguesa", "lisboa", "lisbon"},
        {"BR", "brazil", "brazilian", "brasil", "brasileiro", "brasileira", "são paulo", "sao paulo",
            "rio de janeiro", "brasília", "brasilia"},
        {"MX", "mexico", "mexican", "méxico", "mexicano", "guadalajara", "monterrey", "ciudad de méxico"},
        {"AR", "argentina", "argentine", "argentinian", "buenos aires", "córdoba"},
        {"NL", "netherlands", "dutch", "nederland", "nederlands", "holland", "amsterdam", "rotterdam", "utrecht",
            "den haag", "eindhoven"},
        {"SE", "sweden", "swedish", "sverige", "svensk", "svenska", "stockholm", "göteborg", "gothenburg", "malmö"},
        {"NO", "norway", "norwegian", "norge", "norsk", "oslo", "bergen", "trondheim"},
        {"DK", "denmark", "danish", "danmark", "dansk", "københavn", "copenhagen", "aarhus"},
        {"FI", "finland", "finnish", "suomi", "helsinki", "tampere"},
        {"PL", "poland", "polish", "polska", "polski", "warszawa", "warsaw", "kraków", "krakow", "wrocław", "gdańsk"},
        {"CZ", "czech", "czechia", "česko", "česká", "praha", "prague", "brno"},
        {"GR", "greece", "greek", "ελλάδα", "athens", "αθήνα", "thessaloniki"},
        {"TR", "turkey", "turkish", "türkiye", "türk", "istanbul", "ankara", "izmir"},
        {"RU", "russia", "russian", "россия", "moscow", "москва", "петербург"},
        {"UA", "ukraine", "ukrainian", "україна"},
        {"IL", "israel", "israeli"},
        {"IN", "india", "indian", "bharat", "mumbai", "delhi", "bangalore", "bengaluru", "chennai", "hyderabad",
            "kolkata"},
        {"CN", "china", "chinese", "中国", "beijing", "shanghai", "shenzhen", "北京", "上海", "深圳"},
        {"JP", "japan", "japanese", "日本", "tokyo", "osaka", "kyoto", "東京", "大阪", "京都"},
        {"KR", "korea", "korean", "한국", "seoul", "busan", "서울", "부산"},
        {"TW", "taiwan", "taiwanese", "台灣", "臺灣"},
        {"HK", "hong kong", "香港"},
        {"SG", "singapore", "singaporean"},
        {"AU", "australia", "australian", "aussie", "sydney", "melbourne", "brisbane", "adelaide", "canberra"},
        {"NZ", "new zealand", "zealand", "auckland", "wellington", "christchurch"},
        {"ZA", "south africa", "south african"},
        {"TH", "thailand", "thai", "ประเทศไทย"},
        {"VN", "vietnam", "vietnamese", "việt nam"},
        {"ID", "indonesia", "indonesian"},
        {"PH", "philippines", "filipino"},
        {"EG", "egypt", "egyptian"},
        {"NG", "nigeria", "nigerian"},
        {"KE", "kenya", "kenyan"},
        {"AE", "emirates", "dubai", "uae"},
        {"SA", "saudi"},
    };

    private CountryWords() {
    }
}
