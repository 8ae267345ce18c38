/** Unlisted people for the quality set's negatives. */

/** Common given and family names, by culture; every pairing within a culture is a negative. */
export const PEOPLE: [string[], string[]][] = [
  [
    ['James', 'Mary', 'Robert', 'Jennifer', 'Michael'],
    ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones'],
  ],
  [
    ['Oliver', 'Amelia', 'Harry', 'Isla', 'George'],
    ['Taylor', 'Davies', 'Evans', 'Thomas', 'Roberts'],
  ],
  [
    ['José', 'María', 'Juan', 'Carmen', 'Luis'],
    ['García', 'Fernández', 'López', 'Martínez', 'Sánchez'],
  ],
  [
    ['João', 'Ana', 'Pedro', 'Mariana', 'Lucas'],
    ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira'],
  ],
  [
    ['Jean', 'Marie', 'Pierre', 'Camille', 'Louis'],
    ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert'],
  ],
  [
    ['Lukas', 'Anna', 'Felix', 'Lea', 'Jonas'],
    ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber'],
  ],
  [
    ['Giuseppe', 'Giulia', 'Marco', 'Francesca', 'Luca'],
    ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi'],
  ],
  [
    ['Jan', 'Katarzyna', 'Piotr', 'Agnieszka', 'Tomasz'],
    ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński'],
  ],
  [
    ['Ivan', 'Olga', 'Dmitry', 'Natalia', 'Sergei'],
    ['Smirnov', 'Kuznetsov', 'Popov', 'Sokolov', 'Lebedev'],
  ],
  [
    ['Mehmet', 'Ayşe', 'Mustafa', 'Fatma', 'Emre'],
    ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik'],
  ],
  [
    ['Wei', 'Fang', 'Jun', 'Li', 'Ming'],
    ['Wang', 'Zhang', 'Liu', 'Chen', 'Yang'],
  ],
  [
    ['Hiroshi', 'Yuki', 'Takashi', 'Sakura', 'Kenji'],
    ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe'],
  ],
  [
    ['Min-jun', 'Seo-yeon', 'Ji-ho', 'Ha-eun', 'Dong-hyun'],
    ['Kim', 'Lee', 'Park', 'Choi', 'Jung'],
  ],
  [
    ['Aarav', 'Priya', 'Rahul', 'Ananya', 'Vikram'],
    ['Sharma', 'Patel', 'Singh', 'Gupta', 'Reddy'],
  ],
  [
    ['Chinedu', 'Ngozi', 'Oluwaseun', 'Amaka', 'Emeka'],
    ['Okafor', 'Adeyemi', 'Okonkwo', 'Eze', 'Balogun'],
  ],
  [
    ['Kwame', 'Ama', 'Kofi', 'Akosua', 'Yaw'],
    ['Mensah', 'Asante', 'Boateng', 'Owusu', 'Appiah'],
  ],
  [
    ['Nguyen', 'Linh', 'Minh', 'Thu', 'Duc'],
    ['Tran', 'Le', 'Pham', 'Hoang', 'Vu'],
  ],
  [
    ['Lars', 'Ingrid', 'Erik', 'Astrid', 'Nils'],
    ['Johansson', 'Andersson', 'Nilsson', 'Larsen', 'Hansen'],
  ],
  [
    ['Dimitris', 'Eleni', 'Giorgos', 'Maria', 'Nikos'],
    ['Papadopoulos', 'Georgiou', 'Oikonomou', 'Dimitriou', 'Vlachos'],
  ],
  [
    ['Reza', 'Maryam', 'Ali', 'Zahra', 'Mehdi'],
    ['Mohammadi', 'Hosseini', 'Ahmadi', 'Karimi', 'Rezaei'],
  ],
  [
    ['Omar', 'Fatima', 'Youssef', 'Layla', 'Karim'],
    ['Haddad', 'Khoury', 'Nasser', 'Saleh', 'Mansour'],
  ],
  [
    ['Ahmed', 'Aisha', 'Tariq', 'Sana', 'Imran'],
    ['Khan', 'Malik', 'Qureshi', 'Chaudhry', 'Butt'],
  ],
  [
    ['Daniel', 'Sarah', 'David', 'Rachel', 'Yosef'],
    ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Friedman'],
  ],
  [
    ['Taras', 'Oksana', 'Andriy', 'Iryna', 'Bohdan'],
    ['Melnyk', 'Shevchenko', 'Bondarenko', 'Tkachenko', 'Kovalenko'],
  ],
];

/**
 * Common names of the cultures whose names the lists romanize in many ways, in the spellings people
 * themselves use (Gulf and Egyptian Arabic, Maghreb French, Persian, Turkish, Pakistani and Afghan,
 * Russian, Ukrainian, Korean from both Koreas, Mandarin in pinyin and Wade-Giles, Cantonese): the
 * names that share given names and surnames with listed people without being them.
 */
export const ROMANIZED_PEOPLE: [string[], string[]][] = [
  [
    ['Mohammed', 'Khalid', 'Saeed', 'Hamad', 'Sultan'],
    ['Al Mansoori', 'Al Shamsi', 'Al Marzooqi', 'Al Dhaheri', 'Al Ketbi'],
  ],
  [
    ['Mahmoud', 'Mostafa', 'Amr', 'Tarek', 'Hany'],
    ['Abdel Fattah', 'El Sayed', 'Shehata', 'Fawzy', 'Ragab'],
  ],
  [
    ['Rachid', 'Karim', 'Nadia', 'Mourad', 'Samira'],
    ['Benali', 'Bouzid', 'Cherif', 'Belkacem', 'Mebarki'],
  ],
  [
    ['Mohammad', 'Hossein', 'Alireza', 'Fatemeh', 'Zahra'],
    ['Rahimi', 'Jafari', 'Moradi', 'Sadeghi', 'Ghorbani'],
  ],
  [
    ['Ahmet', 'Mehmet', 'Hüseyin', 'Ömer', 'Yusuf'],
    ['Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan'],
  ],
  [
    ['Muhammad', 'Ghulam', 'Zahid', 'Bilal', 'Usman'],
    ['Ahmadzai', 'Yousafzai', 'Durrani', 'Siddiqui', 'Awan'],
  ],
  [
    ['Aleksandr', 'Sergey', 'Dmitriy', 'Yevgeniy', 'Andrey'],
    ['Ivanov', 'Petrov', 'Volkov', 'Morozov', 'Novikov'],
  ],
  [
    ['Oleksandr', 'Serhiy', 'Volodymyr', 'Mykola', 'Yuliya'],
    ['Kovalchuk', 'Boyko', 'Kravchenko', 'Oliynyk', 'Shevchuk'],
  ],
  [
    ['Ji-hoon', 'Seo-jun', 'Min-seo', 'Ji-woo', 'Hyun-woo'],
    ['Kang', 'Yoon', 'Jang', 'Lim', 'Han'],
  ],
  [
    ['Chol-su', 'Yong-ho', 'Kyong-hui', 'Song-mi', 'Hyok'],
    ['Ri', 'Pak', 'Choe', 'Kim', 'O'],
  ],
  [
    ['Jianguo', 'Xiaoming', 'Hui', 'Jing', 'Lei'],
    ['Zhao', 'Huang', 'Zhou', 'Wu', 'Xu'],
  ],
  [
    ['Chih-ming', 'Shu-fen', 'Chien-hung', 'Mei-ling', 'Kuo-hua'],
    ['Chang', 'Hsu', 'Tsai', 'Chiang', 'Hsieh'],
  ],
  [
    ['Chi-wai', 'Ka-ming', 'Siu-fung', 'Wing-kei', 'Kwok-leung'],
    ['Chan', 'Wong', 'Leung', 'Cheung', 'Lau'],
  ],
];
