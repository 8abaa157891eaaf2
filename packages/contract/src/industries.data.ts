// Generated from resources/isic-rev4-divisions.csv (ISIC Rev.4 divisions; UNSD English, FSO NOGA 2008 de/fr/it).
// Regenerate with `node scripts/generate-industries.mjs` if the source changes.

export const INDUSTRY_DIVISIONS = [
  {
    "code": "A1",
    "section": "A",
    "division": "01"
  },
  {
    "code": "A2",
    "section": "A",
    "division": "02"
  },
  {
    "code": "A3",
    "section": "A",
    "division": "03"
  },
  {
    "code": "B5",
    "section": "B",
    "division": "05"
  },
  {
    "code": "B6",
    "section": "B",
    "division": "06"
  },
  {
    "code": "B7",
    "section": "B",
    "division": "07"
  },
  {
    "code": "B8",
    "section": "B",
    "division": "08"
  },
  {
    "code": "B9",
    "section": "B",
    "division": "09"
  },
  {
    "code": "C10",
    "section": "C",
    "division": "10"
  },
  {
    "code": "C11",
    "section": "C",
    "division": "11"
  },
  {
    "code": "C12",
    "section": "C",
    "division": "12"
  },
  {
    "code": "C13",
    "section": "C",
    "division": "13"
  },
  {
    "code": "C14",
    "section": "C",
    "division": "14"
  },
  {
    "code": "C15",
    "section": "C",
    "division": "15"
  },
  {
    "code": "C16",
    "section": "C",
    "division": "16"
  },
  {
    "code": "C17",
    "section": "C",
    "division": "17"
  },
  {
    "code": "C18",
    "section": "C",
    "division": "18"
  },
  {
    "code": "C19",
    "section": "C",
    "division": "19"
  },
  {
    "code": "C20",
    "section": "C",
    "division": "20"
  },
  {
    "code": "C21",
    "section": "C",
    "division": "21"
  },
  {
    "code": "C22",
    "section": "C",
    "division": "22"
  },
  {
    "code": "C23",
    "section": "C",
    "division": "23"
  },
  {
    "code": "C24",
    "section": "C",
    "division": "24"
  },
  {
    "code": "C25",
    "section": "C",
    "division": "25"
  },
  {
    "code": "C26",
    "section": "C",
    "division": "26"
  },
  {
    "code": "C27",
    "section": "C",
    "division": "27"
  },
  {
    "code": "C28",
    "section": "C",
    "division": "28"
  },
  {
    "code": "C29",
    "section": "C",
    "division": "29"
  },
  {
    "code": "C30",
    "section": "C",
    "division": "30"
  },
  {
    "code": "C31",
    "section": "C",
    "division": "31"
  },
  {
    "code": "C32",
    "section": "C",
    "division": "32"
  },
  {
    "code": "C33",
    "section": "C",
    "division": "33"
  },
  {
    "code": "D35",
    "section": "D",
    "division": "35"
  },
  {
    "code": "E36",
    "section": "E",
    "division": "36"
  },
  {
    "code": "E37",
    "section": "E",
    "division": "37"
  },
  {
    "code": "E38",
    "section": "E",
    "division": "38"
  },
  {
    "code": "E39",
    "section": "E",
    "division": "39"
  },
  {
    "code": "F41",
    "section": "F",
    "division": "41"
  },
  {
    "code": "F42",
    "section": "F",
    "division": "42"
  },
  {
    "code": "F43",
    "section": "F",
    "division": "43"
  },
  {
    "code": "G45",
    "section": "G",
    "division": "45"
  },
  {
    "code": "G46",
    "section": "G",
    "division": "46"
  },
  {
    "code": "G47",
    "section": "G",
    "division": "47"
  },
  {
    "code": "H49",
    "section": "H",
    "division": "49"
  },
  {
    "code": "H50",
    "section": "H",
    "division": "50"
  },
  {
    "code": "H51",
    "section": "H",
    "division": "51"
  },
  {
    "code": "H52",
    "section": "H",
    "division": "52"
  },
  {
    "code": "H53",
    "section": "H",
    "division": "53"
  },
  {
    "code": "I55",
    "section": "I",
    "division": "55"
  },
  {
    "code": "I56",
    "section": "I",
    "division": "56"
  },
  {
    "code": "J58",
    "section": "J",
    "division": "58"
  },
  {
    "code": "J59",
    "section": "J",
    "division": "59"
  },
  {
    "code": "J60",
    "section": "J",
    "division": "60"
  },
  {
    "code": "J61",
    "section": "J",
    "division": "61"
  },
  {
    "code": "J62",
    "section": "J",
    "division": "62"
  },
  {
    "code": "J63",
    "section": "J",
    "division": "63"
  },
  {
    "code": "K64",
    "section": "K",
    "division": "64"
  },
  {
    "code": "K65",
    "section": "K",
    "division": "65"
  },
  {
    "code": "K66",
    "section": "K",
    "division": "66"
  },
  {
    "code": "L68",
    "section": "L",
    "division": "68"
  },
  {
    "code": "M69",
    "section": "M",
    "division": "69"
  },
  {
    "code": "M70",
    "section": "M",
    "division": "70"
  },
  {
    "code": "M71",
    "section": "M",
    "division": "71"
  },
  {
    "code": "M72",
    "section": "M",
    "division": "72"
  },
  {
    "code": "M73",
    "section": "M",
    "division": "73"
  },
  {
    "code": "M74",
    "section": "M",
    "division": "74"
  },
  {
    "code": "M75",
    "section": "M",
    "division": "75"
  },
  {
    "code": "N77",
    "section": "N",
    "division": "77"
  },
  {
    "code": "N78",
    "section": "N",
    "division": "78"
  },
  {
    "code": "N79",
    "section": "N",
    "division": "79"
  },
  {
    "code": "N80",
    "section": "N",
    "division": "80"
  },
  {
    "code": "N81",
    "section": "N",
    "division": "81"
  },
  {
    "code": "N82",
    "section": "N",
    "division": "82"
  },
  {
    "code": "O84",
    "section": "O",
    "division": "84"
  },
  {
    "code": "P85",
    "section": "P",
    "division": "85"
  },
  {
    "code": "Q86",
    "section": "Q",
    "division": "86"
  },
  {
    "code": "Q87",
    "section": "Q",
    "division": "87"
  },
  {
    "code": "Q88",
    "section": "Q",
    "division": "88"
  },
  {
    "code": "R90",
    "section": "R",
    "division": "90"
  },
  {
    "code": "R91",
    "section": "R",
    "division": "91"
  },
  {
    "code": "R92",
    "section": "R",
    "division": "92"
  },
  {
    "code": "R93",
    "section": "R",
    "division": "93"
  },
  {
    "code": "S94",
    "section": "S",
    "division": "94"
  },
  {
    "code": "S95",
    "section": "S",
    "division": "95"
  },
  {
    "code": "S96",
    "section": "S",
    "division": "96"
  },
  {
    "code": "T97",
    "section": "T",
    "division": "97"
  },
  {
    "code": "T98",
    "section": "T",
    "division": "98"
  },
  {
    "code": "U99",
    "section": "U",
    "division": "99"
  }
] as const;
