/**
 * Person and place names a learner's text may hold, none of which is a spelling error: first names common in
 * Germany, Austria and Switzerland (of every generation and of the families that came to live there), frequent
 * family names, and places (states, cities, regions, rivers, neighbouring countries). Authored for this product.
 * The dictionary knows some of them already; the list is what makes them safe.
 */
const FIRST_NAMES = `
Aaron Abdul Abdullah Achim Adam Adrian Ahmad Ahmed Ahmet Aisha Alba Alexander Alexandra Alexej Ali Alia Alice Alina
Aline Alma Amelie Amir Amira Ana Andrea Andreas Andrej Angela Anja Anke Anna Annabell Anne Annika Anton Antonia Arne Arthur
Aylin Ayşe Ayse Aziz Barbara Beate Ben Benedikt Benjamin Bernd Bettina Bianca Birgit Björn Bogdan Boris Bruno Burak Can
Carina Carla Carlos Carmen Carolin Caroline Charlotte Chiara Chris Christian Christiane Christina Christine Christoph Clara
Claudia Constantin Cornelia Dagmar Daniel Daniela Dario David Deniz Dennis Diana Dieter Dimitri Dominik Dragan Dirk Doris
Edith Elena Elias Elif Elisa Elisabeth Ella Emil Emilia Emily Emma Emre Erik Ernst Esra Eva Fabian Fatima Fatma Felix Finn
Florian Frank Franz Franziska Frederik Frieda Friedrich Gabi Gabriele Georg Gerda Gerhard Gisela Greta Gudrun Günter Hana
Hanna Hannah Hans Harald Hasan Heike Heinz Helene Helga Helmut Hendrik Henning Henri Henry Herbert Hilde Holger Ida Ilse
Ina Ines Inge Ingrid Irina Iris Isabel Isabella Ivan Jakob Jan Jana Janina Jannik Jasmin Jens Jessica Joachim Johanna
Johannes Jonas Jonathan Jörg Josef Julia Julian Juliane Jürgen Justus Kai Karim Karin Karl Karla Karolina Katarina Katharina
Kathi Katja Katrin Kemal Kerstin Kevin Kim Klara Klaus Konrad Kristina Lara Larissa Laura Lea Leah Lena Leni Leo Leon Leonie
Leyla Lina Linda Lisa Lotta Lotte Louis Luca Lucas Luisa Luna Luise Lukas Luka Lydia Magdalena Maja Malte Manfred Manuel
Manuela Marc Marco Marcel Mareike Margarete Maria Mariana Marie Marina Mario Marion Mark Markus Marta Martha Martin Mathias
Matthias Max Maximilian Mehmet Melanie Merve Mia Michael Micha Michaela Milan Mira Mohammed Mohammad Monika Moritz Murat Nadia
Nadine Nadja Natalia Natascha Nicole Niklas Nils Nina Noah Nora Olga Oliver Omar Oskar Paul Paula Peter Petra Philipp Pia
Rainer Ralf Rebecca Regina Renate Robert Robin Roman Rosa Ruth Sabine Sabrina Sahin Sam Samira Samuel Sandra Sara Sarah
Sascha Selin Sebastian Sergej Silke Simon Simone Sofia Sonja Sophia Sophie Stefan Stefanie Steffen Stephan Susanne Sven
Svenja Tamara Tanja Tarek Thomas Theo Tim Timo Tina Tobias Tom Tomasz Torsten Ursula Ute Uwe Valentin Vanessa Vera Viktor
Viktoria Walter Werner Wolfgang Yasemin Yusuf Zeynep Zoe Zoran
`;

const FAMILY_NAMES = `
Albers Altmann Arnold Aydın Aydin Bauer Baumann Beck Becker Berg Berger Böhm Brandt Braun Busch Demir Dietrich Engel Fischer
Frank Franke Friedrich Fuchs Graf Günther Haas Hahn Hartmann Hoffmann Hofmann Horn Huber Jansen Jung Kaiser Kaya Keller Klein
Koch Kovač Kovac Kowalski Krämer Kraus Krause Krüger Kuhn Lang Lange Lehmann Lindner Lorenz Ludwig Maier Mayer Meier Meyer
Möller Müller Nowak Öztürk Peters Pohl Richter Roth Sahin Şahin Sauer Schäfer Schmid Schmidt Schmitt Schneider Scholz Schreiber
Schröder Schubert Schulte Schulz Schulze Schumacher Schwarz Seidel Simon Sommer Stein Vogel Vogt Wagner Walter Weber Weiß
Werner Winkler Winter Wolf Yılmaz Yilmaz Zimmermann
`;

const PLACES = `
Deutschland Österreich Schweiz Liechtenstein Luxemburg Belgien Niederlande Holland Dänemark Polen Tschechien Frankreich
Italien Spanien Portugal Griechenland Türkei Ukraine Russland Syrien Irak Iran Afghanistan Marokko Tunesien Ägypten Rumänien
Bulgarien Kroatien Serbien Bosnien Albanien Kosovo Ungarn Slowakei Slowenien Schweden Norwegen Finnland England Irland
Europa Afrika Asien Amerika Australien Kanada Mexiko Brasilien Argentinien Indien China Japan Korea Vietnam
Bayern Baden-Württemberg Hessen Sachsen Sachsen-Anhalt Thüringen Brandenburg Berlin Hamburg Bremen Niedersachsen
Nordrhein-Westfalen Rheinland-Pfalz Saarland Schleswig-Holstein Mecklenburg-Vorpommern Tirol Vorarlberg Kärnten Steiermark
Burgenland Salzburg Wien Graz Linz Innsbruck Klagenfurt Zürich Bern Basel Genf Luzern Lausanne Lugano
München Köln Frankfurt Stuttgart Düsseldorf Dortmund Essen Leipzig Dresden Hannover Nürnberg Duisburg Bochum Wuppertal
Bielefeld Bonn Münster Karlsruhe Mannheim Augsburg Wiesbaden Gelsenkirchen Mönchengladbach Braunschweig Chemnitz Kiel
Aachen Halle Magdeburg Freiburg Krefeld Lübeck Oberhausen Erfurt Mainz Rostock Kassel Hagen Hamm Saarbrücken Potsdam
Ludwigshafen Oldenburg Leverkusen Osnabrück Solingen Heidelberg Darmstadt Regensburg Ingolstadt Würzburg Wolfsburg Ulm
Heilbronn Pforzheim Göttingen Bottrop Trier Recklinghausen Reutlingen Bremerhaven Koblenz Jena Erlangen Bamberg Konstanz
Passau Tübingen Flensburg Lüneburg Marburg Gießen Fulda Weimar Cottbus Schwerin Stralsund Greifswald Wismar Görlitz Zwickau
Bayreuth Rosenheim Garmisch-Partenkirchen Eichstätt Berchtesgaden Sylt Rügen Usedom Helgoland Bodensee Chiemsee Ostsee
Nordsee Rhein Donau Elbe Main Mosel Neckar Weser Spree Isar Havel Alpen Harz Schwarzwald Eifel Allgäu Erzgebirge
Altmühltal Sauerland Ruhrgebiet Rheinland Westfalen Franken Schwaben Oberbayern Kreuzberg Neukölln Schwabing Altona
Paris London Rom Madrid Barcelona Lissabon Amsterdam Brüssel Gent Antwerpen Prag Warschau Krakau Budapest Athen Kopenhagen
Stockholm Oslo Helsinki Istanbul Ankara Izmir Kiew Moskau Damaskus Aleppo Kabul Teheran Kairo Tunis Casablanca Bukarest Sofia
`;

const words = (list: string) => list.split(/\s+/u).filter(Boolean);

/** Names and places, folded to lower case: a name written small is still not flagged (a hint errs on the quiet side). */
export const NAMES: ReadonlySet<string> = new Set(
  [...words(FIRST_NAMES), ...words(FAMILY_NAMES), ...words(PLACES)].map((n) => n.toLocaleLowerCase("de-DE")),
);
